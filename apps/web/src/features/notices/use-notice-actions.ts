import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNoticesRead, markNoticeRead, markNoticeUnread, noticesKey, unreadNoticesQueryOptions } from '../../api/notices-api';

/**
 * Marking notices read or unread, from the page or the bell: the new unread count goes straight to the bell, and
 * every list of notices is read again.
 */
export function useNoticeActions() {
  const queryClient = useQueryClient();
  const settle = ({ unreadCount }: { unreadCount: number }) => {
    queryClient.setQueryData(unreadNoticesQueryOptions.queryKey, { unreadCount });
    return queryClient.invalidateQueries({ queryKey: noticesKey, predicate: (query) => query.queryKey[1] !== 'unread' });
  };
  const markRead = useMutation({ mutationFn: markNoticeRead, onSuccess: settle });
  const markUnread = useMutation({ mutationFn: markNoticeUnread, onSuccess: settle });
  const markAllRead = useMutation({ mutationFn: markAllNoticesRead, onSuccess: settle });
  return { markRead, markUnread, markAllRead };
}
