import { priorAuthorizationMetricsEndpoints as endpoints } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint, endpointUrl } from './http-client';

/** The public prior-authorization metrics: anyone may read them. */
export const metricsYearsQueryOptions = queryOptions({ queryKey: ['prior-authorization-metrics', 'years'], queryFn: () => callEndpoint(endpoints.years) });

export const metricsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['prior-authorization-metrics', year],
    queryFn: () => callEndpoint(endpoints.metrics, { query: { year: String(year) } }),
    placeholderData: keepPreviousData,
  });

export const metricsCsvUrl = (year: number) => endpointUrl(endpoints.metricsCsv, { query: { year: String(year) } });
export const metricsJsonUrl = (year: number) => endpointUrl(endpoints.metricsJson, { query: { year: String(year) } });
