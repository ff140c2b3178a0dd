import { noticeEndpoints, type NoticeListQuery, noticeLimits } from '@portal/contracts';
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

/** The bell's newest notices: read when the bell is opened (each read is audited). */
export const noticeListQueryOptions = queryOptions({
  queryKey: [...noticesKey, 'list', 'bell'],
  queryFn: () => callEndpoint(noticeEndpoints.list, { query: { pageSize: noticeLimits.bellSize } }),
  staleTime: 0,
});

/** A page of the notices page. */
export const noticePageQueryOptions = (query: Pick<NoticeListQuery, 'page' | 'state'>) =>
  queryOptions({
    queryKey: [...noticesKey, 'list', query.state, query.page],
    queryFn: () => callEndpoint(noticeEndpoints.list, { query }),
    staleTime: 0,
  });

/** One notice by its address (/notices/:id). */
export const noticeQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...noticesKey, 'one', id], queryFn: () => callEndpoint(noticeEndpoints.one, { params: { id } }), staleTime: 0, retry: false });

export function markNoticeRead(id: number): Promise<{ unreadCount: number }> {
  return callEndpoint(noticeEndpoints.markRead, { params: { id } });
}

export function markNoticeUnread(id: number): Promise<{ unreadCount: number }> {
  return callEndpoint(noticeEndpoints.markUnread, { params: { id } });
}

export function markAllNoticesRead(): Promise<{ unreadCount: number }> {
  return callEndpoint(noticeEndpoints.markAllRead);
}

export { noticesKey };
