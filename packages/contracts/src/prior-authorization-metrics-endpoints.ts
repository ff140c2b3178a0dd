import { access, endpoint } from './endpoint.js';
import { MetricsYearQuerySchema, MetricsYearsResponseSchema, PriorAuthorizationMetricsSchema } from './prior-authorization-metrics.js';

const tag = 'metrics';

/** The public prior-authorization metrics (CMS-0057-F, issue 19): published to anyone, no sign-in. */
export const priorAuthorizationMetricsEndpoints = {
  years: endpoint({
    method: 'GET',
    path: '/metrics/prior-authorization/years/',
    access: access.public,
    response: MetricsYearsResponseSchema,
    tag,
    summary: 'The years with requests, and the year the page opens on.',
  }),
  metrics: endpoint({
    method: 'GET',
    path: '/metrics/prior-authorization/',
    access: access.public,
    query: MetricsYearQuerySchema,
    response: PriorAuthorizationMetricsSchema,
    tag,
    summary: 'The nine CMS-0057-F measures of a year, their counts, the monthly series and the decision-time distribution.',
  }),
  metricsCsv: endpoint({
    method: 'GET',
    path: '/metrics/prior-authorization.csv',
    access: access.public,
    query: MetricsYearQuerySchema,
    response: 'file',
    tag,
    summary: 'The figures of a year as CSV: one row per figure with its definition, then the monthly series.',
  }),
  metricsJson: endpoint({
    method: 'GET',
    path: '/metrics/prior-authorization.json',
    access: access.public,
    query: MetricsYearQuerySchema,
    response: 'file',
    tag,
    summary: 'The figures of a year with their definitions, as a JSON file.',
  }),
} as const;
