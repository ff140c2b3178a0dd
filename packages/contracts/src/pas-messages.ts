/** The wording of the Da Vinci PAS API's refusals that a client system's developer reads (issue 32). */
export const pasMessages = {
  /** A retry of a submission that is still being decided: the same bundle, sent again too soon. */
  replayStillProcessing: 'The same request (Bundle.identifier) is still being processed: send it again in a moment.',
  /**
   * A Bundle.identifier this client used before, for other content: the identifier is the submitter's transaction id,
   * so a new or changed request needs a new one.
   */
  identifierUsedForOtherContent: (identifier: string) =>
    `Bundle.identifier ${identifier} was already used by this client system for a different request. A transaction id names one request: send a new or changed request (an update or a cancellation as well) under a new Bundle.identifier.`,
} as const;
