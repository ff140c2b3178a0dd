/** The wording of the operations dashboard (issue 19). */
export const operationsMessages = {
  pageTitle: 'Operations',
  errors: {
    timeZone: 'Enter a time zone such as America/Los_Angeles.',
  },
} as const;
