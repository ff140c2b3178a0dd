import { authorizationStatusLabel } from './authorization-statuses.js';
import { type NoticeKind, noticeKindDefinition } from './notice-kinds.js';

/** What a notice says, and for whom: "Maria Lopez: Authorization 2025… was decided: it is now Approved." */
const noticeSentence = (authorizationNumber: string, status: string, kind: NoticeKind) => noticeKindDefinition(kind).sentence(authorizationNumber, status);

/** The wording of the provider's notices (issue 18 §7, issue 34 §6): the bell, the notices page, the e-mails, Settings. */
export const noticeMessages = {
  bell: {
    /** The bell's accessible name, with the unread count. */
    label: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
    title: 'Notifications',
    empty: 'No notifications yet.',
    loading: 'Loading notifications…',
    failed: 'Notifications could not be loaded.',
    unread: 'Unread',
    /** One notice of the list. */
    summary: (authorizationNumber: string, status: string, kind: NoticeKind) => noticeSentence(authorizationNumber, status, kind),
    /** Who the notice is about, above its sentence. */
    patient: (patientName: string) => `Patient: ${patientName}`,
    seeAll: 'See all notifications',
  },
  page: {
    title: 'Notifications',
    intro: 'What changed on the authorizations you submitted, newest first.',
    filterLabel: 'Show',
    states: { all: 'All', unread: 'Unread', read: 'Read' },
    tableLabel: 'Notifications',
    columns: { patient: 'Patient', what: 'What changed', when: 'When', actions: 'Actions' },
    open: (authorizationNumber: string) => `Open authorization ${authorizationNumber}`,
    markRead: 'Mark read',
    markUnread: 'Mark unread',
    markReadNamed: (authorizationNumber: string, when: string) => `Mark read: authorization ${authorizationNumber}, ${when}`,
    markUnreadNamed: (authorizationNumber: string, when: string) => `Mark unread: authorization ${authorizationNumber}, ${when}`,
    markAllRead: 'Mark all read',
    allMarkedRead: 'All notifications are marked read.',
    nothingUnread: 'Every notification is read.',
    unreadCount: (count: number) => (count === 1 ? '1 unread' : `${count} unread`),
    empty: {
      all: 'No notifications yet. When a reviewer decides or asks about a request you submitted, it is listed here.',
      unread: 'No unread notifications.',
      read: 'No read notifications.',
    },
    loading: 'Loading notifications…',
    failed: 'Notifications could not be loaded.',
    retry: 'Try again',
    changeFailed: 'The notification could not be changed. Try again.',
    pagination: 'Pages of notifications',
    shown: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    impersonating: 'You are acting as this provider: their notifications stay as they are (read or unread).',
    /** /notices/:id: the notice the address names, above the list. */
    focusedTitle: 'This notification',
    notFound: 'This notification was not found. It may belong to another account, or its authorization is no longer one you may see.',
    badPage: 'The page must be a whole number from 1 to 10000.',
    badPageSize: (max: number) => `The page size must be a whole number from 1 to ${max}.`,
    badState: 'Show must be all, unread or read.',
  },
  email: {
    subject: (planName: string, authorizationNumber: string, status: string, kind: NoticeKind) =>
      `${planName}: ${noticeKindDefinition(kind).subject?.(authorizationNumber) ?? `authorization ${authorizationNumber} is now ${authorizationStatusLabel(status)}`}`,
    body: (input: { planName: string; productName: string; authorizationNumber: string; status: string; kind: NoticeKind; link: string }) =>
      [
        `${input.planName} ${input.productName}`,
        '',
        noticeSentence(input.authorizationNumber, input.status, input.kind),
        ...(input.kind === 'information-requested' ? ['Answer the reviewer’s question from the authorization’s overview in Manage Authorizations.'] : []),
        '',
        `Open it in Manage Authorizations: ${input.link}`,
        '',
        `You receive this e-mail because you submitted this request in the ${input.productName}. To stop these e-mails, turn them off on the Settings page.`,
      ].join('\n'),
  },
  settings: {
    title: 'Notifications',
    authorizationEmails: 'E-mail me when an authorization I submitted changes status',
    authorizationEmailsHint: 'The notifications bell in the header lists every change either way.',
    saved: 'Your notification setting has been saved.',
  },
} as const;
