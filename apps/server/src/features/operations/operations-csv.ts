import { decisionRequestTypeLabels, decisionTimeWindowDays, type OperationsDashboard, timeLeftBandLabels } from '@portal/contracts';
import Papa from 'papaparse';

export const operationsCsvColumns = ['Section', 'Figure', 'Breakdown', 'Value'] as const;

const hours = (value: number | null) => (value === null ? '' : value.toFixed(1));
const window = `last ${decisionTimeWindowDays} days`;

/** Every figure of the dashboard, one a row, in the words the page uses; reviewer names are employees', never members'. */
export function operationsDashboardToCsv(dashboard: OperationsDashboard): string {
  const rows: string[][] = [
    ['As of', 'Read at', dashboard.timeZone, dashboard.asOf],
    ['Queue now', 'Waiting', 'All', String(dashboard.waiting)],
    ['Queue now', 'Overdue', 'All', String(dashboard.overdue)],
    ['Queue now', 'Waiting for provider', 'All', String(dashboard.waitingForProvider)],
    ['Queue now', 'Decided today', 'All', String(dashboard.decidedToday)],
    ...dashboard.pendingByTimeLeft.flatMap((entry) => [
      ['Waiting by time left', timeLeftBandLabels[entry.band], 'Expedited', String(entry.expedited)],
      ['Waiting by time left', timeLeftBandLabels[entry.band], 'Standard', String(entry.standard)],
    ]),
    ...dashboard.decisionTimes.flatMap((entry) => [
      [`Time to decision (${window})`, decisionRequestTypeLabels[entry.requestType], 'Decisions', String(entry.decided)],
      [`Time to decision (${window})`, decisionRequestTypeLabels[entry.requestType], 'Median hours', hours(entry.medianHours)],
    ]),
    ...dashboard.reviewers.flatMap((reviewer) => [
      ['Reviewer', reviewer.name, 'Claimed now', String(reviewer.claimedNow)],
      ['Reviewer', reviewer.name, 'Decided today', String(reviewer.decidedToday)],
      ['Reviewer', reviewer.name, `Decided (${window})`, String(reviewer.decidedInWindow)],
      ['Reviewer', reviewer.name, `Median hours (${window})`, hours(reviewer.medianHours)],
    ]),
  ];
  return Papa.unparse({ fields: [...operationsCsvColumns], data: rows }, { escapeFormulae: /^[=+\-@\t\r]/, newline: '\r\n' });
}
