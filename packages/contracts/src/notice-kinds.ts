import type { AuthorizationEventKind } from './authorization-events.js';
import { authorizationStatusLabel } from './authorization-statuses.js';

interface NoticeKindDefinition {
  /** The core's event that raises this notice for the account that submitted the request. */
  readonly event: AuthorizationEventKind;
  /** What happened, in one sentence: the bell, the notices page and the e-mail's body say it. */
  readonly sentence: (authorizationNumber: string, status: string) => string;
  /** The e-mail's subject after the plan's name, when "authorization N is now S" does not say it. */
  readonly subject?: (authorizationNumber: string) => string;
}

/**
 * Every kind of notice, one entry each (issue 34 §6): the event it follows and its words. Adding a kind (a request
 * withdrawn, a peer-to-peer conversation asked for) is one entry here; the consumer, the schema, the bell, the page
 * and the e-mail all read this list. The status is shown as the vocabulary shows it, whatever word the notice kept.
 */
export const noticeKindDefinitions = {
  decision: {
    event: 'lines-decided',
    sentence: (number, status) => `Authorization ${number} was decided: it is now ${authorizationStatusLabel(status)}.`,
  },
  'information-requested': {
    event: 'information-requested',
    sentence: (number, status) => `The reviewer needs more information for authorization ${number}: it is now ${authorizationStatusLabel(status)}.`,
  },
  'change-decided': {
    event: 'change-decided',
    sentence: (number, status) => `The changes you asked for on authorization ${number} were decided: it is now ${authorizationStatusLabel(status)}.`,
  },
  'review-extended': {
    event: 'extended',
    sentence: (number) => `The plan extended its review of authorization ${number}: the new decision date is on its overview.`,
    subject: (number) => `the review of authorization ${number} was extended`,
  },
  'appeal-decided': {
    event: 'appeal-decided',
    sentence: (number, status) => `Your appeal of authorization ${number} was decided: it is now ${authorizationStatusLabel(status)}.`,
  },
  withdrawn: {
    event: 'withdrawn',
    sentence: (number, status) => `Authorization ${number} was withdrawn: it is now ${authorizationStatusLabel(status)}.`,
  },
  'peer-to-peer-requested': {
    event: 'peer-to-peer-requested',
    sentence: (number) => `Your peer-to-peer request on authorization ${number} was received: the plan’s reviewer will call you.`,
    subject: (number) => `peer-to-peer conversation on authorization ${number}`,
  },
  'peer-to-peer-recorded': {
    event: 'peer-to-peer-recorded',
    sentence: (number, status) =>
      `The plan recorded the outcome of your peer-to-peer conversation on authorization ${number}: it is now ${authorizationStatusLabel(status)}.`,
    subject: (number) => `peer-to-peer conversation on authorization ${number}`,
  },
} as const satisfies Record<string, NoticeKindDefinition>;

export type NoticeKind = keyof typeof noticeKindDefinitions;
export const noticeKinds = Object.keys(noticeKindDefinitions) as [NoticeKind, ...NoticeKind[]];

/** The kind of notice an event of the core raises, if any. */
export function noticeKindOfEvent(event: AuthorizationEventKind): NoticeKind | undefined {
  return noticeKinds.find((kind) => noticeKindDefinitions[kind].event === event);
}

/** The definition of a stored kind (typed by the list, so a kind that is no longer listed reads as a decision). */
export const noticeKindDefinition = (kind: NoticeKind): NoticeKindDefinition => noticeKindDefinitions[kind] ?? noticeKindDefinitions.decision;
