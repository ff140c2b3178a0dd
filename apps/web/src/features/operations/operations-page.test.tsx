import { type OperationsDashboard, operationsEndpoints } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../api/http-client';
import { browserTimeZone } from '../../api/operations-api';
import { renderPage, stubApi } from '../../test/render-app';
import { OperationsPage } from './operations-page';

const key = () => `GET ${endpointUrl(operationsEndpoints.dashboard, { query: { timeZone: browserTimeZone() } })}`;

const dashboard: OperationsDashboard = {
  asOf: '2026-11-26T15:00:00.000Z',
  todayStartedAt: '2026-11-26T00:00:00.000Z',
  timeZone: 'UTC',
  waiting: 12,
  overdue: 3,
  waitingForProvider: 2,
  decidedToday: 7,
  pendingByTimeLeft: [
    { band: 'overdue', expedited: 1, standard: 2 },
    { band: 'under-24-hours', expedited: 2, standard: 0 },
    { band: '1-to-3-days', expedited: 0, standard: 4 },
    { band: 'over-3-days', expedited: 0, standard: 3 },
  ],
  decisionTimes: [
    { requestType: 'outpatient', decided: 40, medianHours: 30.5 },
    { requestType: 'inpatient', decided: 9, medianHours: 60 },
    { requestType: 'change', decided: 0, medianHours: null },
    { requestType: 'appeal', decided: 2, medianHours: 300 },
  ],
  reviewers: [{ accountId: 8, name: 'Avery Lindqvist', claimedNow: 4, decidedToday: 5, decidedInWindow: 31, medianHours: 20 }],
};

const empty: OperationsDashboard = {
  ...dashboard,
  waiting: 0,
  overdue: 0,
  waitingForProvider: 0,
  decidedToday: 0,
  pendingByTimeLeft: dashboard.pendingByTimeLeft.map((entry) => ({ ...entry, expedited: 0, standard: 0 })),
  decisionTimes: dashboard.decisionTimes.map((entry) => ({ ...entry, decided: 0, medianHours: null })),
  reviewers: [],
};

afterEach(() => vi.unstubAllGlobals());

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('The operations dashboard', () => {
  it('shows the queue’s figures, each chart’s figures as a table, and each reviewer', async () => {
    stubApi({ [key()]: () => ({ body: dashboard }) });
    renderPage(OperationsPage);
    const figures = await screen.findByLabelText('The queue now');
    expect(within(figures).getByText('Overdue').nextSibling).toHaveTextContent('3');
    expect(within(figures).getByText('Decided today').nextSibling).toHaveTextContent('7');
    expect(cells(screen.getByRole('table', { name: 'Waiting by time left' }))).toEqual([
      ['Time left', 'Expedited', 'Standard'],
      ['Overdue', '1', '2'],
      ['Under 24 hours', '2', '0'],
      ['1–3 days', '0', '4'],
      ['Over 3 days', '0', '3'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Median time to decision' }))).toEqual([
      ['Request type', 'Decisions', 'Median time'],
      ['Outpatient service', '40', '30.5 h'],
      ['Inpatient stay', '9', '2.5 d'],
      ['Change to an authorization', '0', '—'],
      ['Appeal', '2', '12.5 d'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Reviewers' }))[1]).toEqual(['Avery Lindqvist', '4', '5', '31', '20.0 h']);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('says so when nothing waits and nothing was decided', async () => {
    stubApi({ [key()]: () => ({ body: empty }) });
    renderPage(OperationsPage);
    expect(await screen.findByText('Nothing is waiting for a decision.')).toBeInTheDocument();
    expect(screen.getByText('No decisions in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText('No employee holds the reviewer role.')).toBeInTheDocument();
  });

  it('tells when the figures cannot be loaded, and tries again', async () => {
    let isDown = true;
    stubApi({ [key()]: () => (isDown ? { status: 500, body: { code: 'INTERNAL', message: 'down' } } : { body: dashboard }) });
    renderPage(OperationsPage);
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    isDown = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Reviewers' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
