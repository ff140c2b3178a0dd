import { appealClocks } from './authorization-clock.js';

/** The wording of appeals and extended reviews (issue 19): the provider's overview and the reviewer's screen. */
export const appealMessages = {
  title: 'Appeal a decision',
  intro: (windowDays: number) =>
    `You may appeal a denied or modified service within ${windowDays} days of its decision. A reviewer other than the one who decided it reviews the appeal.`,
  linesLabel: 'Services to appeal',
  appealBy: (date: string) => `appeal by ${date}`,
  reasonLabel: 'Why the decision should change',
  reasonDescription: 'Give the clinical reasons; attach the records that support them.',
  filesLabel: 'Clinical documents for the appeal (optional)',
  priority: {
    label: 'How urgent is the appeal?',
    description:
      'Choose expedited only when waiting for a standard appeal could seriously jeopardize the member’s life, health or ability to regain maximum function.',
    standard: `Standard: a decision within ${appealClocks.standardDays} days`,
    expedited: `Expedited: a decision within ${appealClocks.expeditedHours} hours`,
  },
  send: 'Send appeal',
  sent: 'Your appeal has been sent. You will be told when it is decided.',
  filesFailed: 'The files could not be uploaded. Your appeal has not been sent; try again.',
  historyTitle: 'Appeals',
  statusLabels: { pending: 'Under appeal', overturned: 'Overturned', 'partly-overturned': 'Partly overturned', upheld: 'Upheld' },
  decisionDue: (date: string) => `Decision due by ${date}`,
  decidedOn: (date: string) => `Decided on ${date}`,
  errors: {
    linesRequired: 'Choose at least one service to appeal.',
    reasonRequired: 'Enter why the decision should change.',
    reasonTooLong: (max: number) => `The reason can be at most ${max} characters.`,
    notAppealable: 'This service was not denied or modified, so there is nothing to appeal.',
    windowClosed: (windowDays: number) => `The ${windowDays}-day appeal window for this service has closed.`,
    alreadyAppealed: 'This service has already been appealed.',
    unknownLine: 'This service is not part of the authorization.',
  },
  /** The reviewer's side. */
  review: {
    title: 'Appeal',
    firstDecision: 'First decision',
    sameReviewer: 'You made the first decision on this request; another reviewer must decide its appeal.',
  },
} as const;

/** Extending a standard review (issue 19): the reviewer's form and its refusals. */
export const reviewExtensionMessages = {
  action: 'Extend the review',
  title: 'Extend the review',
  factLabel: 'Review extended',
  intro: (maxDays: number) =>
    `A standard review may be extended once, by up to ${maxDays} days, when the plan needs more information and the delay is in the member’s interest. The provider is told.`,
  daysLabel: 'Days to extend',
  reasonLabel: 'Reason for the extension',
  save: 'Extend',
  saved: (date: string) => `Review extended. The decision is now due by ${date}. The provider has been notified.`,
  extended: (days: number, date: string) => `Extended by ${days} ${days === 1 ? 'day' : 'days'} on ${date}`,
  errors: {
    days: (maxDays: number) => `Enter a whole number of days from 1 to ${maxDays}.`,
    reasonRequired: 'Enter the reason for the extension.',
    reasonTooLong: (max: number) => `The reason can be at most ${max} characters.`,
    onlyStandard: 'Only a standard request can be extended; an expedited one must be decided within 72 hours.',
    onlyOnce: 'This review has already been extended once.',
  },
} as const;
