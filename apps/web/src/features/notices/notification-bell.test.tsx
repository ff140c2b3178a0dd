import { addresses, apiPrefix, endpointPath, endpointQuery, noticeEndpoints, noticeLimits, noticeMessages, type NoticeList } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { NotificationBell } from './notification-bell';

const text = noticeMessages.bell;
const unreadKey = `GET ${apiPrefix}${endpointPath(noticeEndpoints.unreadCount)}`;
// The bell asks for its few newest only.
const listKey = `GET ${apiPrefix}${endpointPath(noticeEndpoints.list)}${endpointQuery({ pageSize: noticeLimits.bellSize })}`;
const readKey = (id: number) => `POST ${apiPrefix}${endpointPath(noticeEndpoints.markRead, { id })}`;

const notices: NoticeList = {
  unreadCount: 2,
  total: 3,
  page: 1,
  pageSize: noticeLimits.bellSize,
  notices: [
    {
      id: 31,
      authorizationId: 501,
      authorizationNumber: '2026030000501',
      patientName: 'Maria Lopez',
      status: 'Approved',
      kind: 'decision',
      createdAt: '2026-03-02T15:00:00.000Z',
      isRead: false,
    },
    {
      id: 30,
      authorizationId: 502,
      authorizationNumber: '2026030000502',
      patientName: 'James Chen',
      status: 'Pended',
      kind: 'information-requested',
      createdAt: '2026-03-01T10:00:00.000Z',
      isRead: false,
    },
    {
      id: 12,
      authorizationId: 503,
      authorizationNumber: '2026020000503',
      patientName: 'Ana Ruiz',
      status: 'Denied',
      kind: 'decision',
      createdAt: '2026-02-10T10:00:00.000Z',
      isRead: true,
    },
  ],
};

function stubBell() {
  let unread = 2;
  return stubApi({
    [unreadKey]: () => ({ body: { unreadCount: unread } }),
    [listKey]: () => ({ body: { ...notices, unreadCount: unread } }),
    [readKey(31)]: () => {
      unread -= 1;
      return { body: { unreadCount: unread } };
    },
  });
}

const renderBell = (isImpersonating: boolean) => renderPage(() => <NotificationBell isImpersonating={isImpersonating} />, { path: '/home' });

beforeEach(() => setCurrentUser(approvedUser));

describe('the notifications bell', () => {
  it('names the unread count, lists the notices when opened, and opens the chosen one in Manage Authorizations, marked read', async () => {
    const calls = stubBell();
    renderBell(false);
    const bell = await screen.findByRole('button', { name: text.label(2) });
    // The list (an audited read of patient data) is fetched only when the bell is opened.
    expect(calls.some((call) => call.key === listKey)).toBe(false);

    const user = userEvent.setup();
    await user.click(bell);
    const first = await screen.findByRole('menuitem', {
      name: new RegExp(text.summary('2026030000501', 'Approved', 'decision').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    expect(first).toHaveTextContent(text.unread);
    expect(screen.getByRole('menuitem', { name: /2026030000502/ })).toHaveTextContent(text.summary('2026030000502', 'Pended', 'information-requested'));
    expect(screen.getByRole('menuitem', { name: /2026020000503/ })).not.toHaveTextContent(text.unread);
    // Each notice names its patient.
    expect(first).toHaveTextContent('Maria Lopez');
    expect(screen.getByRole('menuitem', { name: /2026030000502/ })).toHaveTextContent('James Chen');

    await user.click(first);
    expect(await screen.findByTestId('location')).toHaveTextContent(addresses.authorization(501));
    expect(calls.filter((call) => call.key === readKey(31))).toHaveLength(1);
  });

  it('shows the count the read mark answers', async () => {
    stubBell();
    // The bell stays in the header as the authorization opens.
    renderPage(() => <NotificationBell isImpersonating={false} />, { path: '/home', paths: ['/home', '/view-authorizations/:id'] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.label(2) }));
    await user.click(await screen.findByRole('menuitem', { name: /2026030000501/ }));
    expect(await screen.findByRole('button', { name: text.label(1) })).toBeInTheDocument();
  });

  it('says when there is nothing unread, and shows an empty list', async () => {
    stubApi({
      [unreadKey]: () => ({ body: { unreadCount: 0 } }),
      [listKey]: () => ({ body: { notices: [], total: 0, page: 1, pageSize: noticeLimits.bellSize, unreadCount: 0 } }),
    });
    renderBell(false);
    await userEvent.setup().click(await screen.findByRole('button', { name: text.label(0) }));
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });

  it('opens the notices page from its last entry', async () => {
    stubBell();
    renderBell(false);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.label(2) }));
    await user.click(await screen.findByRole('menuitem', { name: text.seeAll }));
    expect(await screen.findByTestId('location')).toHaveTextContent(addresses.notices);
  });

  it('lets an employee acting as the provider open a notice without marking it read', async () => {
    const calls = stubBell();
    renderBell(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.label(2) }));
    await user.click(await screen.findByRole('menuitem', { name: /2026030000501/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent(addresses.authorization(501));
    await waitFor(() => expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false));
  });
});
