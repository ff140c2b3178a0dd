import { type MetricCounts, metricFiguresOf, type PriorAuthorizationMetrics, priorAuthorizationMetricsMessages as text } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../test/render-app';
import { PriorAuthorizationMetricsPage } from './prior-authorization-metrics-page';

const yearsKey = 'GET /api/metrics/prior-authorization/years/';
const metricsKey = (year: number) => `GET /api/metrics/prior-authorization/?year=${year}`;
const none: MetricCounts = {
  received: 0,
  decided: 0,
  withoutDetermination: 0,
  approved: 0,
  partiallyApproved: 0,
  denied: 0,
  extended: 0,
  extendedThenApproved: 0,
  approvedAfterAppeal: 0,
  decisionSeconds: 0,
  medianDecisionMinutes: null,
};

function metricsOf(year: number, standard: MetricCounts, expedited: MetricCounts = none): PriorAuthorizationMetrics {
  const counts = { standard, expedited };
  return {
    year,
    computedAt: '2026-01-05T10:00:00.000Z',
    counts,
    figures: metricFiguresOf(counts),
    months: Array.from({ length: 12 }, (_, index) => ({
      month: index + 1,
      received: index === 2 ? standard.received : 0,
      decided: 0,
      approved: 0,
      partiallyApproved: 0,
      denied: 0,
    })),
    decisionTimes: { standard: [1, 2, 0, 0, 0, 0], expedited: [0, 0, 0, 0, 0, 0] },
  };
}

const onlyStandard = metricsOf(2025, {
  ...none,
  received: 4,
  decided: 3,
  withoutDetermination: 1,
  approved: 2,
  denied: 1,
  decisionSeconds: 3 * 7200,
  medianDecisionMinutes: 120,
});
const measureRow = (name: RegExp) => within(screen.getByRole('table', { name: text.measuresTitle })).getByRole('row', { name });

describe('the Prior Authorization Metrics page', () => {
  it('opens on the default year with each measure, and a dash explained where nothing was decided', async () => {
    stubApi({ [yearsKey]: () => ({ body: { years: [2025, 2024], defaultYear: 2025 } }), [metricsKey(2025)]: () => ({ body: onlyStandard }) });
    renderPage(PriorAuthorizationMetricsPage, { path: '/prior-authorization-metrics' });
    expect(await screen.findByRole('table', { name: text.measuresTitle })).toBeVisible();
    expect(screen.getByRole('combobox', { name: text.year })).toHaveValue('2025');
    expect(measureRow(/^2\. Standard requests approved: Approved, in full or in part/)).toHaveTextContent('66.7%');
    expect(measureRow(/^2\. Standard requests approved: Approved, in full or in part/)).toHaveTextContent(text.ofRequests(2, 3));
    expect(measureRow(/^8\. Time to a decision, standard requests: Median/)).toHaveTextContent('2.0 hours');
    const expedited = measureRow(/^6\. Expedited requests approved: Approved, in full or in part/);
    expect(expedited).toHaveTextContent(text.noValue);
    expect(expedited).toHaveTextContent(text.noValueExplained);
    expect(screen.getByRole('link', { name: text.downloadCsv })).toHaveAttribute('href', '/api/metrics/prior-authorization.csv?year=2025');
  });

  it('shows another year when chosen, and says when a year has no requests', async () => {
    const empty = metricsOf(2024, none);
    stubApi({
      [yearsKey]: () => ({ body: { years: [2025, 2024], defaultYear: 2025 } }),
      [metricsKey(2025)]: () => ({ body: onlyStandard }),
      [metricsKey(2024)]: () => ({ body: empty }),
    });
    renderPage(PriorAuthorizationMetricsPage, { path: '/prior-authorization-metrics' });
    await screen.findByRole('table', { name: text.measuresTitle });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.year }), '2024');
    expect(await screen.findByText(text.empty(2024))).toBeVisible();
    expect(screen.queryByRole('table', { name: text.measuresTitle })).toBeNull();
    expect(screen.getByRole('link', { name: text.downloadJson })).toHaveAttribute('href', '/api/metrics/prior-authorization.json?year=2024');
  });

  it('says when the figures cannot be loaded', async () => {
    stubApi({
      [yearsKey]: () => ({ body: { years: [2025], defaultYear: 2025 } }),
      [metricsKey(2025)]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'x' } }),
    });
    renderPage(PriorAuthorizationMetricsPage, { path: '/prior-authorization-metrics' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.loadError);
  });
});
