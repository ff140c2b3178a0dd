/** The diagnostics of the Provider Access API's Bulk Data export (kick-off, status, files), each written once. */
export const bulkExportMessages = {
  groupNotFound: 'There is no such Group, or it is not yours.',
  exportNotFound: 'There is no such export: it was cancelled, its files expired, or it is not yours.',
  fileNotFound: 'There is no such file of this export.',
  unknownType: (type: string, allowed: readonly string[]) => `_type names ${type}, which this export does not write; it writes ${allowed.join(', ')}.`,
  noTypes: '_type names no resource type.',
  badSince: '_since must be a FHIR instant with a time zone, such as 2025-01-01T00:00:00Z.',
  badOutputFormat: (allowed: readonly string[]) => `_outputFormat must be one of ${allowed.join(', ')}.`,
  badExportType: (allowed: readonly string[]) => `exportType must be one of ${allowed.join(', ')}.`,
  deltaNeedsSince: 'exportType provider-delta needs _since (PDex §pdex-363).',
  repeated: (name: string) => `${name} is given more than once.`,
  unsupportedParameter: (name: string) =>
    `The parameter ${name} is not supported by this server; send the request without it, or with Prefer: handling=lenient to have it ignored.`,
  badParameters: 'The body must be a FHIR Parameters resource (application/fhir+json).',
  running: (statusUrl: string) =>
    `An export of this Group with other parameters is running (${statusUrl}): wait for it to complete, or cancel it (DELETE) first.`,
  busy: 'The export could not be started just now: try again in a moment.',
  inProgress: (done: number, total: number) => `Exported ${done} of ${total} members (${total === 0 ? 100 : Math.floor((done * 100) / total)}%).`,
  failed: 'The export failed. Start a new export; if it fails again, contact the plan.',
  cancelled: 'The export is cancelled and its files are deleted.',
} as const;
