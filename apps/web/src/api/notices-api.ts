import { noticeEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

const noticesKey = ['notices'] as const;

/** The bell's count: polled once a minute and when the window regains focus (a number, no patient data). */
export const unreadNoticesQueryOptions = queryOptions({
  queryKey: [...noticesKey, 'unread'],
  queryFn: () => callEndpoint(noticeEndpoints.unreadCount),
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
  staleTime: 30_000,
});

/** The notices themselves: read when the bell is opened (each read is audited). */
export const noticeListQueryOptions = queryOptions({
  queryKey: [...noticesKey, 'list'],
  queryFn: () => callEndpoint(noticeEndpoints.list),
  staleTime: 0,
});

export function markNoticeRead(id: number): Promise<{ unreadCount: number }> {
  return callEndpoint(noticeEndpoints.markRead, { params: { id } });
}

export { noticesKey };
