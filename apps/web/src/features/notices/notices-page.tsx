import { Alert, Button, Group, Loader, Pagination, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { messages, type Notice, noticeMessages, type NoticeReadState, noticeReadStates, routeByName } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { noticePageQueryOptions } from '../../api/notices-api';
import { useCurrentUser } from '../../session/use-current-user';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { FocusedNotice } from './focused-notice';
import { NoticeItem } from './notice-item';
import { useNoticeActions } from './use-notice-actions';

const text = noticeMessages.page;

/** ?state=unread&page=2: the filter and the page live in the address, so Back, reload and a bookmark keep them. */
function useListPlace() {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state: NoticeReadState = noticeReadStates.find((value) => value === stateParam) ?? 'all';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const go = (next: { state?: NoticeReadState; page?: number }) => {
    const nextState = next.state ?? state;
    const nextPage = next.page ?? 1;
    setParams({ ...(nextState === 'all' ? {} : { state: nextState }), ...(nextPage === 1 ? {} : { page: String(nextPage) }) });
  };
  return { state, page, go };
}

/**
 * Notifications (/notices, /notices/:id; issue 34 §6): every notice of the authorizations the account submitted,
 * paged on the server, unread first in weight, filterable, each naming its patient and linking to its authorization.
 * An employee acting as the provider reads them but does not mark them.
 */
export function NoticesPage() {
  const { state, page, go } = useListPlace();
  const focusedId = Number(useParams().id);
  const isImpersonating = (useCurrentUser()?.impersonatingAs ?? null) !== null;
  const query = useQuery({ ...noticePageQueryOptions({ page, state }), placeholderData: keepPreviousData });
  const { markRead, markUnread, markAllRead } = useNoticeActions();
  const failed = () => showErrorToast(text.changeFailed);

  const changingId = markRead.isPending ? markRead.variables : markUnread.isPending ? markUnread.variables : undefined;
  const toggleRead = (notice: Notice) => (notice.isRead ? markUnread : markRead).mutate(notice.id, { onError: failed });
  // Opening the authorization reads the notice (as the bell does); the link opens whether or not the mark is saved.
  const open = (notice: Notice) => {
    if (!notice.isRead && !isImpersonating) markRead.mutate(notice.id);
  };
  const readAll = () => markAllRead.mutate(undefined, { onSuccess: () => showSuccessToast(text.allMarkedRead), onError: failed });

  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const itemProps = { canMark: !isImpersonating, changingId, onOpen: open, onToggleRead: toggleRead };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{routeByName('Notices').title}</Title>
        <Text size="sm">{text.intro}</Text>
      </Stack>
      {isImpersonating && (
        <Alert color="blue" variant="light">
          {text.impersonating}
        </Alert>
      )}
      {Number.isInteger(focusedId) && focusedId > 0 && <FocusedNotice id={focusedId} {...itemProps} />}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="notices-filter-label">
            {text.filterLabel}
          </Text>
          <SegmentedControl
            aria-labelledby="notices-filter-label"
            data={noticeReadStates.map((value) => ({ value, label: text.states[value] }))}
            value={state}
            onChange={(value) => go({ state: value as NoticeReadState })}
          />
        </Stack>
        <Group gap="sm">
          {data && (
            <Text size="sm" role="status">
              {text.unreadCount(data.unreadCount)}
            </Text>
          )}
          {!isImpersonating && (
            <Button onClick={readAll} loading={markAllRead.isPending} disabled={!data || data.unreadCount === 0}>
              {text.markAllRead}
            </Button>
          )}
        </Group>
      </Group>
      {query.isError ? (
        <Alert color="red" role="alert" title={text.failed}>
          <Button variant="light" color="red" size="compact-sm" onClick={() => void query.refetch()}>
            {text.retry}
          </Button>
        </Alert>
      ) : !data ? (
        <Group justify="center" p="lg">
          <Loader aria-label={text.loading} />
        </Group>
      ) : data.notices.length === 0 ? (
        <Paper withBorder p="lg">
          <Text size="sm">{text.empty[state]}</Text>
        </Paper>
      ) : (
        <Stack component="ul" aria-label={text.tableLabel} gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={query.isFetching}>
          {data.notices.map((notice) => (
            <Paper component="li" key={notice.id} withBorder p="sm">
              <NoticeItem notice={notice} {...itemProps} isChanging={changingId === notice.id} />
            </Paper>
          ))}
        </Stack>
      )}
      {data && data.total > 0 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">{text.shown((data.page - 1) * data.pageSize + 1, Math.min(data.page * data.pageSize, data.total), data.total)}</Text>
          {pageCount > 1 && (
            <nav aria-label={text.pagination}>
              <Pagination
                size="sm"
                total={pageCount}
                value={Math.min(page, pageCount)}
                onChange={(next) => go({ page: next })}
                siblings={1}
                getItemProps={(item) => ({ 'aria-label': messages.dataTable.page(item) })}
                getControlProps={(control) => ({ 'aria-label': control === 'previous' ? messages.dataTable.previous : messages.dataTable.next })}
              />
            </nav>
          )}
        </Group>
      )}
    </Stack>
  );
}
