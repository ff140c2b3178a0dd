import { contentEndpoints } from '@portal/contracts';
import type { ResourceResponse } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

export function fetchResource(key: string): Promise<ResourceResponse> {
  return callEndpoint(contentEndpoints.resource, { params: { key } });
}

/** Resource texts are cached per key for the life of the page (spec 1 §7). */
export function resourceQueryOptions(key: string) {
  return queryOptions({ queryKey: ['resource', key], queryFn: () => fetchResource(key), staleTime: Infinity });
}
