/** The wording of the review queue and the review screen (issue 18). */
export const reviewMessages = {
  queueTitle: 'Review Queue',
  reviewTitle: 'Review',
  claimedByOther: (name: string) => `${name} is reviewing this request. Ask them to release it, or choose another request.`,
  notClaimed: 'Claim this request before you decide it.',
  alreadyDecided: 'This request has already been decided.',
  alreadyAsked: 'This request already waits for the provider’s answer to a question.',
  notFound: 'This review item does not exist.',
  /** Separation of duties (issue 30): nobody reviews what they filed or changed, themself or acting as a provider. */
  ownFiling: 'You filed or changed part of this authorization, yourself or while acting as a provider; another reviewer must claim and decide it.',
  question: {
    required: 'Enter the question for the provider.',
    tooLong: (max: number) => `The question can be at most ${max} characters.`,
  },
  decision: {
    everyLine: 'Decide every service line before you save.',
    unknownLine: 'This service line is not part of the request.',
    duplicateLine: 'Each service line can be decided once.',
    reasonRequired: 'Choose the reason for the denial.',
    unknownReason: 'Choose a reason from the list.',
    explanationRequired: 'Explain the denial to the provider.',
    explanationTooLong: (max: number) => `The explanation can be at most ${max} characters.`,
    modifiedUnits: 'Approve fewer units than requested, at least 1.',
    modifiedDates: 'Modified dates must lie within the requested dates, the start before the end.',
    modifiedNothing: 'Change the units or shorten the dates, or approve as requested.',
    dateFormat: 'Enter the date as MM/DD/YYYY.',
  },
  answer: {
    required: 'Enter your answer for the reviewer.',
    tooLong: (max: number) => `The answer can be at most ${max} characters.`,
    noQuestion: 'This authorization has no open question to answer.',
  },
  saved: 'Decision saved. The provider has been notified.',
  asked: 'Question sent. The request waits for the provider’s answer.',
} as const;
