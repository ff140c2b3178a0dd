import { operationsEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, authHeadersForFetch, callEndpoint, endpointUrl } from './http-client';

/** The browser's own time zone: "decided today" is the reviewer's today. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const operationsDashboardQueryOptions = (timeZone: string) =>
  queryOptions({
    queryKey: ['operations', 'dashboard', timeZone],
    queryFn: () => callEndpoint(operationsEndpoints.dashboard, { query: { timeZone } }),
    // The queue moves as reviewers work: the page refreshes itself every minute while open.
    refetchInterval: 60_000,
  });

/** The export needs the session's headers, so it is fetched and handed to the browser as a file. */
export async function downloadOperationsCsv(timeZone: string): Promise<void> {
  const response = await fetch(endpointUrl(operationsEndpoints.dashboardCsv, { query: { timeZone } }), { headers: authHeadersForFetch() });
  if (!response.ok) throw new ApiError(response.status, 'INTERNAL', response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'operations-dashboard.csv';
  link.click();
  URL.revokeObjectURL(url);
}
