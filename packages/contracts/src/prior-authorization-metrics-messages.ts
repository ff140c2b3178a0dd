/**
 * Strings of the public prior-authorization metrics page (CMS-0057-F, issue 19), with the definition of every
 * figure as the page states it.
 */
export const priorAuthorizationMetricsMessages = {
  title: 'Prior Authorization Metrics',
  intro:
    'What the plan publishes each year under the CMS Interoperability and Prior Authorization rule (CMS-0057-F): how its prior-authorization requests were decided and how long the decisions took, for all items and services (drugs are not part of this plan’s prior authorization). Every figure is computed from the recorded requests and decisions.',
  yearRule:
    'A request counts in the calendar year, and the month, in which it was received (in Coordinated Universal Time, UTC), even when it was decided in the next year. Percentages are of the requests received in the year that have a first determination (approved, partially approved or denied); a request still pending, cancelled or withdrawn has none and is counted only as received.',
  year: 'Year',
  yearDescription: 'The calendar year in which the requests were received.',
  downloadCsv: 'Download CSV',
  downloadJson: 'Download JSON',
  computedAt: (when: string) => `Figures as of ${when}.`,
  requirementsLink: 'Prior Authorization Requirements',
  metricsLink: 'Prior Authorization Metrics',
  metricsLinkIntro: 'How the plan decided its prior-authorization requests, year by year:',
  noValue: '—',
  noValueExplained: 'No request of this kind received in the year has a determination, so there is nothing to take this figure of.',
  empty: (year: number) => `No prior-authorization request received in ${year} has been recorded.`,
  loadError: 'The metrics could not be loaded. Try again in a moment.',
  measuresTitle: 'The nine measures',
  countsTitle: 'Counts behind the figures',
  measure: 'Measure',
  figure: 'Figure',
  value: 'Value',
  basis: 'Of',
  definition: 'Definition',
  ofRequests: (numerator: number | null, denominator: number) =>
    numerator === null
      ? `${denominator.toLocaleString('en-US')} decided requests`
      : `${numerator.toLocaleString('en-US')} of ${denominator.toLocaleString('en-US')} decided requests`,
  priorities: { standard: 'Standard', expedited: 'Expedited' },
  counts: {
    received: 'Received',
    decided: 'With a determination',
    withoutDetermination: 'Without a determination (pending, cancelled or withdrawn)',
    approved: 'Approved in full',
    partiallyApproved: 'Partially approved',
    denied: 'Denied',
    extended: 'Review time frame extended',
    extendedThenApproved: 'Extended, then approved in full or in part',
    approvedAfterAppeal: 'Approved after appeal',
  },
  measures: {
    1: {
      title: '1. Items and services that need prior authorization',
      definition: 'The list of every item and service for which the plan requires prior authorization, with its documentation requirements.',
    },
    2: { title: '2. Standard requests approved' },
    3: { title: '3. Standard requests denied' },
    4: { title: '4. Requests approved after appeal' },
    5: { title: '5. Requests extended, then approved' },
    6: { title: '6. Expedited requests approved' },
    7: { title: '7. Expedited requests denied' },
    8: { title: '8. Time to a decision, standard requests' },
    9: { title: '9. Time to a decision, expedited requests' },
  } as Record<number, { title: string; definition?: string }>,
  figures: {
    standardApproved: {
      label: 'Approved, in full or in part',
      definition:
        'Standard requests received in the year whose first determination approved them in full or in part, as a percentage of the standard requests received in the year that have a determination.',
    },
    standardPartiallyApproved: {
      label: 'of which partially approved',
      definition:
        'Standard requests received in the year whose first determination approved some lines and denied or modified others, as a percentage of the same denominator (already included in the line above).',
    },
    standardDenied: {
      label: 'Denied',
      definition:
        'Standard requests received in the year whose first determination denied them, as a percentage of the standard requests received in the year that have a determination.',
    },
    approvedAfterAppeal: {
      label: 'Approved after appeal',
      definition:
        'Requests (standard and expedited) received in the year whose first determination denied or modified a line that an appeal then approved, as a percentage of all requests received in the year that have a determination.',
    },
    extendedThenApproved: {
      label: 'Extended, then approved',
      definition:
        'Requests (standard and expedited; only a standard review can be extended) received in the year whose review time frame was extended and whose first determination then approved them in full or in part, as a percentage of all requests received in the year that have a determination.',
    },
    expeditedApproved: {
      label: 'Approved, in full or in part',
      definition:
        'Expedited requests received in the year whose first determination approved them in full or in part, as a percentage of the expedited requests received in the year that have a determination.',
    },
    expeditedPartiallyApproved: {
      label: 'of which partially approved',
      definition:
        'Expedited requests received in the year whose first determination approved some lines and denied or modified others, as a percentage of the same denominator (already included in the line above).',
    },
    expeditedDenied: {
      label: 'Denied',
      definition:
        'Expedited requests received in the year whose first determination denied them, as a percentage of the expedited requests received in the year that have a determination.',
    },
    standardAverageHours: {
      label: 'Average',
      definition:
        'The mean time from the receipt of a standard request to its first determination, in hours, over the standard requests received in the year that have a determination.',
    },
    standardMedianHours: {
      label: 'Median',
      definition:
        'The middle value (the mean of the two middle values when their number is even) of the times, counted in whole minutes, from the receipt of a standard request to its first determination, in hours, over the same requests.',
    },
    expeditedAverageHours: {
      label: 'Average',
      definition:
        'The mean time from the receipt of an expedited request to its first determination, in hours, over the expedited requests received in the year that have a determination.',
    },
    expeditedMedianHours: {
      label: 'Median',
      definition:
        'The middle value (the mean of the two middle values when their number is even) of the times, counted in whole minutes, from the receipt of an expedited request to its first determination, in hours, over the same requests.',
    },
  },
  monthlyChart: {
    title: 'Requests and decisions per month',
    description: 'By month of receipt: the requests received, and of those, the ones approved (in full or in part) and denied.',
    month: 'Month',
    received: 'Received',
    approved: 'Approved',
    denied: 'Denied',
    summary: (received: number, approved: number, denied: number) =>
      `In all, ${received.toLocaleString('en-US')} requests received, ${approved.toLocaleString('en-US')} approved in full or in part and ${denied.toLocaleString('en-US')} denied. The table below gives every month.`,
  },
  decisionTimeChart: {
    title: 'Time to a decision',
    description:
      'Decided requests by time from receipt to first determination, against the limits: 72 hours for an expedited request, 7 calendar days for a standard one (14 more days when the review was extended).',
    bucket: 'Time to a decision',
    requests: 'Requests',
    limit: (priority: string, limit: string) => `${priority} limit: ${limit}`,
    withinLimit: (priority: string, within: number, decided: number, limit: string) =>
      `${priority}: ${within.toLocaleString('en-US')} of ${decided.toLocaleString('en-US')} decided requests within ${limit}.`,
    limits: { expedited: '72 hours', standard: '7 days' },
    buckets: ['Under 24 hours', '24 to 72 hours', '72 hours to 7 days', '7 to 14 days', '14 to 21 days', '21 days or more'],
    /** The same buckets on the chart's axis. */
    shortBuckets: ['< 24 h', '24–72 h', '72 h–7 d', '7–14 d', '14–21 d', '≥ 21 d'],
  },
  showTable: 'Show the figures as a table',
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  errors: {
    year: 'Enter the year as four digits, such as 2025.',
  },
} as const;
