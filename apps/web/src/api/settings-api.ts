import { settingsEndpoints } from '@portal/contracts';
import type { Settings } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

export function fetchSettings(): Promise<Settings> {
  return callEndpoint(settingsEndpoints.settings);
}

export const settingsQueryOptions = queryOptions({
  queryKey: ['settings'],
  queryFn: fetchSettings,
  staleTime: Infinity,
});

/** Settings are anonymous and change rarely: fetched once per page load. */
export function useSettings() {
  return useQuery(settingsQueryOptions);
}
