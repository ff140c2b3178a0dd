import { access, endpoint } from './endpoint.js';
import { NoticeAnswerSchema, NoticeListQuerySchema, NoticeListSchema, NoticeParamsSchema, NoticeUnreadCountSchema } from './notices.js';

const tag = 'notices';

/**
 * The header's notifications bell (issue 18 §7) and the notices page (issue 34 §6): the notices of the account's
 * submitted authorizations. An employee impersonating sees the provider's notices but does not mark them read or
 * unread (they are the provider's to read); limited users have none. A notice of another account, or of an
 * authorization the account may no longer see, answers exactly as an unknown one (404).
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
    query: NoticeListQuerySchema,
    response: NoticeListSchema,
    tag,
    summary: 'A page of the notices of authorizations the account may still see (all, unread or read), newest first, and how many are unread.',
  }),
  one: endpoint({
    method: 'GET',
    path: '/notices/:id/',
    access: access.provider({ impersonation: true }),
    params: NoticeParamsSchema,
    response: NoticeAnswerSchema,
    tag,
    summary: 'One notice of the account (its address, /notices/:id), and how many are unread.',
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
  markUnread: endpoint({
    method: 'POST',
    path: '/notices/:id/unread/',
    access: access.provider(),
    params: NoticeParamsSchema,
    response: NoticeUnreadCountSchema,
    tag,
    summary: 'Marks one of the account’s notices unread again; answers the unread count.',
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/notices/read/',
    access: access.provider(),
    response: NoticeUnreadCountSchema,
    tag,
    summary: 'Marks every notice of the account read; answers the unread count (0).',
  }),
} as const;
