/**
 * Whether the standard OpenTelemetry variables ask for traces: an OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) or an exporter other than none (OTEL_TRACES_EXPORTER), unless OTEL_SDK_DISABLED
 * is true. Off by default: then the SDK is never loaded (tracing.ts is imported only when this says yes).
 */
export function isTracingRequested(environment: {
  OTEL_SDK_DISABLED?: string | undefined;
  OTEL_TRACES_EXPORTER?: string | undefined;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string | undefined;
}): boolean {
  if (environment.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = environment.OTEL_TRACES_EXPORTER?.trim().toLowerCase();
  if (exporters === 'none') return false;
  return Boolean(environment.OTEL_EXPORTER_OTLP_ENDPOINT || environment.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || exporters);
}
