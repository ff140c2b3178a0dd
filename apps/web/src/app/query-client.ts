import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http-client';

/** Client errors (4xx) are answers, not glitches: only network failures and 5xx are retried, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
