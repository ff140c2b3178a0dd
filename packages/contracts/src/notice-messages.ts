import { authorizationStatusLabel } from './authorization-statuses.js';
import type { NoticeKind } from './notices.js';

/** The wording of the provider's notices (issue 18 §7): the header's bell, the e-mails, the Settings switch. */
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
  },
  email: {
    subject: (planName: string, authorizationNumber: string, status: string, kind: NoticeKind) =>
      kind === 'review-extended'
        ? `${planName}: the review of authorization ${authorizationNumber} was extended`
        : kind === 'peer-to-peer-requested' || kind === 'peer-to-peer-recorded'
          ? `${planName}: peer-to-peer conversation on authorization ${authorizationNumber}`
          : `${planName}: authorization ${authorizationNumber} is now ${authorizationStatusLabel(status)}`,
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

function noticeSentence(authorizationNumber: string, stored: string, kind: NoticeKind): string {
  // The status as the vocabulary shows it, whatever word the notice kept.
  const status = authorizationStatusLabel(stored);
  switch (kind) {
    case 'information-requested':
      return `The reviewer needs more information for authorization ${authorizationNumber}: it is now ${status}.`;
    case 'change-decided':
      return `The changes you asked for on authorization ${authorizationNumber} were decided: it is now ${status}.`;
    case 'review-extended':
      return `The plan extended its review of authorization ${authorizationNumber}: the new decision date is on its overview.`;
    case 'appeal-decided':
      return `Your appeal of authorization ${authorizationNumber} was decided: it is now ${status}.`;
    case 'withdrawn':
      return `Authorization ${authorizationNumber} was withdrawn: it is now ${status}.`;
    case 'peer-to-peer-requested':
      return `Your peer-to-peer request on authorization ${authorizationNumber} was received: the plan’s reviewer will call you.`;
    case 'peer-to-peer-recorded':
      return `The plan recorded the outcome of your peer-to-peer conversation on authorization ${authorizationNumber}: it is now ${status}.`;
    default:
      return `Authorization ${authorizationNumber} was decided: it is now ${status}.`;
  }
}

/** Answering a reviewer's request for more information from the overview (issue 18 §7). */
export const informationAnswerMessages = {
  title: 'The reviewer needs more information',
  askedOn: (date: string) => `Asked on ${date}`,
  answerLabel: 'Your answer',
  filesLabel: 'Clinical documents for the reviewer (optional)',
  send: 'Send answer',
  sent: 'Your answer has been sent. The request is back with the reviewer.',
  alreadyAnswered: 'This question has already been answered.',
  filesFailed: 'The files could not be uploaded. Your answer has not been sent; try again.',
  /** The note the answer leaves on the authorization. */
  note: (answer: string) => `Answer to the reviewer's question: ${answer}`,
} as const;
