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
