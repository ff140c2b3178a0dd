import { access, endpoint } from './endpoint.js';
import { NoticeListSchema, NoticeParamsSchema, NoticeUnreadCountSchema } from './notices.js';

const tag = 'notices';

/**
 * The header's notifications bell (issue 18 §7): the notices of the account's submitted authorizations. An employee
 * impersonating sees the provider's notices but does not mark them read (they are the provider's to read); limited
 * users have none.
 */
export const noticeEndpoints = {
  unreadCount: endpoint({
    method: 'GET',
    path: '/notices/unread/',
    access: access.provider({ impersonation: true }),
    response: NoticeUnreadCountSchema,
    tag,
    summary: 'How many notices are unread (the bell polls it; no patient data).',
  }),
  list: endpoint({
    method: 'GET',
    path: '/notices/',
    access: access.provider({ impersonation: true }),
    response: NoticeListSchema,
    tag,
    summary: 'The newest notices of authorizations the account may still see, and how many are unread.',
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/notices/:id/read/',
    access: access.provider(),
    params: NoticeParamsSchema,
    response: NoticeUnreadCountSchema,
    tag,
    summary: 'Marks one of the account’s notices read; answers the unread count.',
  }),
} as const;
