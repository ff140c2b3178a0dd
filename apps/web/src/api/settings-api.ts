import { apiPaths } from '@portal/contracts';
import type { Settings } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http-client';

export function fetchSettings(): Promise<Settings> {
  return apiRequest<Settings>(apiPaths.settings, { isAuthenticated: false });
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
