import { access, endpoint } from './endpoint.js';
import { OperationsDashboardQuerySchema, OperationsDashboardSchema } from './operations.js';

const tag = 'operations';

/** The operations dashboard (issue 19): the review team's own figures, so the reviewer role. */
export const operationsEndpoints = {
  dashboard: endpoint({
    method: 'GET',
    path: '/operations/dashboard/',
    access: access.reviewer,
    query: OperationsDashboardQuerySchema,
    response: OperationsDashboardSchema,
    tag,
    summary: 'The review queue now: waiting by time left, overdue, decided today, decision times and each reviewer’s work.',
  }),
  dashboardCsv: endpoint({
    method: 'GET',
    path: '/operations/dashboard.csv',
    access: access.reviewer,
    query: OperationsDashboardQuerySchema,
    response: 'file',
    tag,
    summary: 'The dashboard’s figures as CSV.',
  }),
} as const;
