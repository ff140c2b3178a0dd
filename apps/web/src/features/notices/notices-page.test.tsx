import {
  addresses,
  apiPrefix,
  endpointPath,
  endpointQuery,
  type Notice,
  noticeEndpoints,
  noticeLimits,
  noticeMessages,
  type NoticeList,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { NoticesPage } from './notices-page';

const text = noticeMessages.page;
const api = (method: string, path: string) => `${method} ${apiPrefix}${path}`;
const listKey = (query: Record<string, unknown>) => api('GET', `${endpointPath(noticeEndpoints.list)}${endpointQuery(query)}`);

const notice = (id: number, overrides: Partial<Notice> = {}): Notice => ({
  id,
  authorizationId: 500 + id,
  authorizationNumber: `20260300005${String(id).padStart(2, '0')}`,
  patientName: 'Maria Lopez',
  status: 'Approved',
  kind: 'decision',
  createdAt: '2026-03-02T15:00:00.000Z',
  isRead: false,
  ...overrides,
});
const pageOf = (notices: Notice[], extra: Partial<NoticeList> = {}): NoticeList => ({
  notices,
  total: notices.length,
  page: 1,
  pageSize: noticeLimits.pageSize,
  unreadCount: notices.filter((item) => !item.isRead).length,
  ...extra,
});

beforeEach(() => setCurrentUser(approvedUser));

describe('the notices page', () => {
  it('lists the notices with their patient and a link to the authorization; the filter and the page go in the address', async () => {
    const calls = stubApi({
      [listKey({ page: 1, state: 'all' })]: () => ({
        body: pageOf([notice(1), notice(2, { patientName: 'James Chen', isRead: true, kind: 'information-requested', status: 'Pending' })], { total: 45 }),
      }),
      [listKey({ page: 1, state: 'unread' })]: () => ({ body: pageOf([notice(1)]) }),
      [listKey({ page: 3, state: 'unread' })]: () => ({ body: pageOf([], { page: 3, total: 1 }) }),
    });
    renderPage(NoticesPage, { path: '/notices' });
    const list = await screen.findByRole('list', { name: text.tableLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Maria Lopez');
    expect(items[0]).toHaveTextContent(noticeMessages.bell.unread);
    expect(items[1]).toHaveTextContent('James Chen');
    expect(items[1]).toHaveTextContent(noticeMessages.bell.summary('2026030000502', 'Pending', 'information-requested'));
    expect(within(items[1] as HTMLElement).getByRole('link', { name: text.open('2026030000502') })).toHaveAttribute('href', addresses.authorization(502));
    expect(screen.getByText(text.shown(1, 20, 45))).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: text.pagination })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: text.states.unread }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: text.tableLabel })).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.map((call) => call.key)).toContain(listKey({ page: 1, state: 'unread' }));
    expect(screen.queryByRole('navigation', { name: text.pagination })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: text.states.unread })).toBeChecked();
  });

  it('reads the filter and the page from the address, and says when a filter holds nothing', async () => {
    stubApi({ [listKey({ page: 3, state: 'read' })]: () => ({ body: pageOf([], { page: 3 }) }) });
    renderPage(NoticesPage, { path: '/notices', initialPath: '/notices?state=read&page=3' });
    expect(await screen.findByText(text.empty.read)).toBeInTheDocument();
  });

  it('marks one read and unread, and all read; the buttons name their notice', async () => {
    let unread = 2;
    const calls = stubApi({
      [listKey({ page: 1, state: 'all' })]: () => ({
        body: pageOf([notice(1, { isRead: unread === 0 }), notice(2, { isRead: true })], { unreadCount: unread }),
      }),
      [api('POST', endpointPath(noticeEndpoints.markRead, { id: 1 }))]: () => ({ body: { unreadCount: (unread -= 1) } }),
      [api('POST', endpointPath(noticeEndpoints.markUnread, { id: 2 }))]: () => ({ body: { unreadCount: (unread += 1) } }),
      [api('POST', endpointPath(noticeEndpoints.markAllRead))]: () => ({ body: { unreadCount: (unread = 0) } }),
    });
    renderPage(NoticesPage, { path: '/notices' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Mark read: authorization 2026030000501/ }));
    await user.click(screen.getByRole('button', { name: /^Mark unread: authorization 2026030000502/ }));
    await user.click(screen.getByRole('button', { name: text.markAllRead }));
    await waitFor(() => expect(screen.getByRole('button', { name: text.markAllRead })).toBeDisabled());
    expect(screen.getByText(text.unreadCount(0))).toBeInTheDocument();
    expect(calls.filter((call) => call.key.startsWith('POST')).map((call) => call.key)).toEqual([
      api('POST', endpointPath(noticeEndpoints.markRead, { id: 1 })),
      api('POST', endpointPath(noticeEndpoints.markUnread, { id: 2 })),
      api('POST', endpointPath(noticeEndpoints.markAllRead)),
    ]);
  });

  it('opens the notice its address names above the list, focused; one not found says so', async () => {
    stubApi({
      [listKey({ page: 1, state: 'all' })]: () => ({ body: pageOf([notice(1)]) }),
      [api('GET', endpointPath(noticeEndpoints.one, { id: 7 }))]: () => ({ body: { notice: notice(7, { patientName: 'Ana Ruiz' }), unreadCount: 1 } }),
      [api('GET', endpointPath(noticeEndpoints.one, { id: 8 }))]: () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }),
    });
    renderPage(NoticesPage, { path: '/notices/:id', initialPath: addresses.notice(7) });
    const focused = await screen.findByRole('region', { name: text.focusedTitle });
    expect(await within(focused).findByText('Ana Ruiz')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: text.focusedTitle })).toHaveFocus());
  });

  it('tells of a notice it cannot open', async () => {
    stubApi({
      [listKey({ page: 1, state: 'all' })]: () => ({ body: pageOf([]) }),
      [api('GET', endpointPath(noticeEndpoints.one, { id: 8 }))]: () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }),
    });
    renderPage(NoticesPage, { path: '/notices/:id', initialPath: addresses.notice(8) });
    expect(await screen.findByText(text.notFound)).toBeInTheDocument();
    expect(await screen.findByText(text.empty.all)).toBeInTheDocument();
  });

  it('lets an employee acting as the provider read but not mark', async () => {
    setCurrentUser({ ...approvedUser, impersonatingAs: 'provider@example.com' });
    stubApi({ [listKey({ page: 1, state: 'all' })]: () => ({ body: pageOf([notice(1)]) }) });
    renderPage(NoticesPage, { path: '/notices' });
    expect(await screen.findByText(text.impersonating)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: text.open('2026030000501') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark/ })).not.toBeInTheDocument();
  });

  it('offers to try again when the list fails', async () => {
    stubApi({ [listKey({ page: 1, state: 'all' })]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'x' } }) });
    renderPage(NoticesPage, { path: '/notices' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
    expect(screen.getByRole('button', { name: text.retry })).toBeInTheDocument();
  });
});
