/** The wording of the identity check's throttle (issue 30) and of Site Administration › Identity Alerts. */
export const identityCheckMessages = {
  /**
   * The refusal once too many look-ups failed: the same words whichever limit was reached and whether the member id
   * exists, so the refusal tells nothing about a member.
   */
  tooManyMisses: (minutes: number) =>
    `Too many member look-ups did not match a member. For the members’ protection, look-ups from this account or for this member ID are paused; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  pageTitle: 'Identity Alerts',
  intro:
    'Accounts and client systems whose member look-ups (member ID with date of birth or names) failed often enough to reach a limit. Look-ups are paused for an hour after the limit; a pattern here may be someone guessing dates of birth.',
  empty: 'No account or client system has reached a look-up limit in this period.',
  loadError: 'The identity alerts could not be loaded. Try again later.',
  period: (days: number) => `Limits reached in the last ${days} days, most recent first.`,
  columns: {
    who: 'Account or client system',
    kind: 'Kind',
    channels: 'Where',
    limit: 'Limit reached',
    memberIds: 'Member IDs tried',
    misses: 'Failed look-ups',
    refusals: 'Refused look-ups',
    lastReachedAt: 'Last reached',
    firstReachedAt: 'First reached',
  },
  kinds: { account: 'Account', 'client-system': 'Client system' },
  channels: {
    portal: 'Portal member search',
    'pas-submit': 'PAS $submit',
    'pas-inquire': 'PAS $inquire',
    'cds-hooks': 'CDS Hooks',
    'provider-member-match': 'Provider Access member match',
    'find-by-number': 'Find by number',
  },
  limits: {
    'actor-member': 'One member ID from this account',
    member: 'One member ID from all accounts',
    actor: 'All member IDs from this account',
  },
} as const;
