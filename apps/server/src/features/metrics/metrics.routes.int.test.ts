import {
  apiPrefix,
  endpointPath,
  endpointQuery,
  ErrorResponseSchema,
  type MetricFigureKey,
  MetricsYearsResponseSchema,
  metricFigureKeys,
  type PriorAuthorizationMetrics,
  PriorAuthorizationMetricsSchema,
  priorAuthorizationMetricsEndpoints as endpoints,
  priorAuthorizationMetricsMessages,
} from '@portal/contracts';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizations } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestClock } from '../../test/test-clock.js';
import { changeRequests, insertRequests, rawFiguresOf } from './metrics-test-support.js';
import { appendReceivedEventsOf } from '../../authorization-core/recorded-history.js';

let testApp: TestApp;
const clock = createTestClock();
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const url = (endpoint: (typeof endpoints)[keyof typeof endpoints], query?: Record<string, unknown>) =>
  `${apiPrefix}${endpointPath(endpoint)}${endpointQuery(query)}`;
/** Anyone may read: no token. The clock moves past the figures' few seconds of caching first. */
const get = (path: string) => {
  clock.advance(60_000);
  return testApp.app.inject({ method: 'GET', url: path });
};
async function metricsOf(year: number): Promise<PriorAuthorizationMetrics> {
  // The sums follow the events once the consumers have read them.
  await testApp.app.authorizationEvents.drain();
  const response = await get(url(endpoints.metrics, { year }));
  expect(response.statusCode).toBe(200);
  return PriorAuthorizationMetricsSchema.parse(response.json());
}
const figure = (metrics: PriorAuthorizationMetrics, key: MetricFigureKey) => metrics.figures.find((item) => item.key === key);
const hours = (count: number) => count * 3_600_000;
const after = (start: string, milliseconds: number) => new Date(Date.parse(start) + milliseconds).toISOString();

describe('a year without requests', () => {
  it('answers zero counts and no value for any figure', async () => {
    const metrics = await metricsOf(2011);
    expect(metrics.counts.standard).toMatchObject({ received: 0, decided: 0, medianDecisionMinutes: null });
    expect(metrics.figures.map((item) => item.key)).toEqual([...metricFigureKeys]);
    expect(metrics.figures.every((item) => item.value === null && item.denominator === 0)).toBe(true);
    expect(metrics.months).toHaveLength(12);
    expect(metrics.months.every((month) => month.received === 0)).toBe(true);
    const years = MetricsYearsResponseSchema.parse((await get(url(endpoints.years))).json());
    expect(years.years).not.toContain(2011);
  });
});

describe('the nine measures', () => {
  const year = 2012;
  const start = '2012-03-05T09:00:00.000Z';
  beforeAll(async () => {
    await insertRequests(db(), [
      { receivedAt: start, status: 'Approved', decidedAt: after(start, hours(10)) },
      { receivedAt: start, status: 'Partially Approved', decidedAt: after(start, hours(20)) },
      { receivedAt: '2012-04-01T00:00:00.000Z', status: 'Denied', decidedAt: after('2012-04-01T00:00:00.000Z', hours(30)) },
      // Extended, then approved after 200 hours (8⅓ days).
      { receivedAt: start, status: 'Approved', decidedAt: after(start, hours(200)), extendedAt: after(start, hours(100)) },
      { receivedAt: '2012-06-10T00:00:00.000Z' },
      // Cancelled: no determination, counted only as received.
      { receivedAt: '2012-06-11T00:00:00.000Z', status: 'Cancelled', decidedAt: '2012-06-12T00:00:00.000Z' },
      { receivedAt: start, priority: 'expedited', status: 'Approved', decidedAt: after(start, hours(2)) },
      { receivedAt: start, priority: 'expedited', status: 'Denied', decidedAt: after(start, hours(50)) },
    ]);
    // Denied after 40 hours, then approved on appeal: the first determination stays "denied".
    const [appealed] = await insertRequests(db(), [{ receivedAt: start, status: 'Denied', decidedAt: after(start, hours(40)) }]);
    await changeRequests(
      db(),
      inArray(authorizations.id, [appealed as number]),
      sql`status = 'Approved', approved_after_appeal_at = ${after(start, hours(400))}::timestamptz`,
    );
  });

  it('counts the requests of each priority, with and without a determination', async () => {
    const metrics = await metricsOf(year);
    expect(metrics.counts.standard).toMatchObject({
      received: 7,
      decided: 5,
      withoutDetermination: 2,
      approved: 2,
      partiallyApproved: 1,
      denied: 2,
      extended: 1,
      extendedThenApproved: 1,
      approvedAfterAppeal: 1,
    });
    expect(metrics.counts.expedited).toMatchObject({ received: 2, decided: 2, approved: 1, denied: 1 });
  });

  it('answers each figure over the decided requests', async () => {
    const metrics = await metricsOf(year);
    expect(figure(metrics, 'standardApproved')).toEqual({ key: 'standardApproved', measure: 2, value: 60, numerator: 3, denominator: 5 });
    expect(figure(metrics, 'standardPartiallyApproved')).toMatchObject({ value: 20, numerator: 1, denominator: 5 });
    expect(figure(metrics, 'standardDenied')).toMatchObject({ measure: 3, value: 40, numerator: 2 });
    expect(figure(metrics, 'approvedAfterAppeal')).toMatchObject({ measure: 4, value: 14.3, numerator: 1, denominator: 7 });
    expect(figure(metrics, 'extendedThenApproved')).toMatchObject({ measure: 5, value: 14.3, numerator: 1, denominator: 7 });
    expect(figure(metrics, 'expeditedApproved')).toMatchObject({ measure: 6, value: 50, numerator: 1, denominator: 2 });
    expect(figure(metrics, 'expeditedDenied')).toMatchObject({ measure: 7, value: 50 });
    // 10, 20, 30, 40 and 200 hours.
    expect(figure(metrics, 'standardAverageHours')).toMatchObject({ measure: 8, value: 60, denominator: 5 });
    expect(figure(metrics, 'standardMedianHours')).toMatchObject({ measure: 8, value: 30 });
    // 2 and 50 hours: the median is the mean of the two.
    expect(figure(metrics, 'expeditedAverageHours')).toMatchObject({ measure: 9, value: 26 });
    expect(figure(metrics, 'expeditedMedianHours')).toMatchObject({ measure: 9, value: 26 });
  });

  it('gives the months of receipt and the decision times against the limits', async () => {
    const metrics = await metricsOf(year);
    expect(metrics.months[2]).toEqual({ month: 3, received: 6, decided: 6, approved: 4, partiallyApproved: 1, denied: 2 });
    expect(metrics.months[3]).toEqual({ month: 4, received: 1, decided: 1, approved: 0, partiallyApproved: 0, denied: 1 });
    expect(metrics.months[5]).toMatchObject({ month: 6, received: 2, decided: 0 });
    // Under 24 h, 24 to 72 h, 72 h to 7 days, 7 to 14 days, 14 to 21 days, 21 days or more.
    expect(metrics.decisionTimes.standard).toEqual([2, 2, 0, 1, 0, 0]);
    expect(metrics.decisionTimes.expedited).toEqual([1, 1, 0, 0, 0, 0]);
  });

  it('lists the year among those with data', async () => {
    const years = MetricsYearsResponseSchema.parse((await get(url(endpoints.years))).json());
    expect(years.years).toContain(year);
    expect(years.years).toEqual([...years.years].sort((a, b) => b - a));
    // The previous calendar year of the test clock (2025) when it has requests, else the latest with requests.
    expect(years.defaultYear).toBe(years.years.includes(2025) ? 2025 : years.years[0]);
  });

  it('downloads as CSV: one row per figure, then the months', async () => {
    const response = await get(url(endpoints.metricsCsv, { year }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`prior-authorization-metrics-${year}.csv`);
    const [figures, months] = response.body.trim().split('\r\n\r\n') as [string, string];
    const figureLines = figures.split('\r\n');
    expect(figureLines[0]).toBe('measure,figure,label,value,unit,numerator,denominator,definition');
    expect(figureLines).toHaveLength(1 + metricFigureKeys.length);
    expect(figureLines[1]).toMatch(/^2,standardApproved,"?2\. Standard requests approved: Approved, in full or in part"?,60,percent,3,5,/);
    expect(figureLines).toContain(figureLines.find((line) => line.startsWith('4,approvedAfterAppeal,')));
    const monthLines = months.split('\r\n');
    expect(monthLines[0]).toBe('month,received,decided,approved,partiallyApproved,denied');
    expect(monthLines).toHaveLength(13);
    expect(monthLines[3]).toBe('2012-03,6,6,4,1,2');
  });

  it('downloads as JSON with the definitions', async () => {
    const response = await get(url(endpoints.metricsJson, { year }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`prior-authorization-metrics-${year}.json`);
    const document = JSON.parse(response.body) as {
      year: number;
      rule: string;
      figures: { key: string; value: number; definition: string }[];
      months: { month: string }[];
    };
    expect(document.year).toBe(year);
    expect(document.rule).toBe(priorAuthorizationMetricsMessages.yearRule);
    expect(document.figures.find((item) => item.key === 'standardDenied')).toMatchObject({
      value: 40,
      definition: priorAuthorizationMetricsMessages.figures.standardDenied.definition,
    });
    expect(document.months[0]?.month).toBe('2012-01');
  });
});

describe('edge cases', () => {
  it('with only expedited requests, has no standard figures', async () => {
    const start = '2013-05-01T12:00:00.000Z';
    await insertRequests(db(), [
      { receivedAt: start, priority: 'expedited', status: 'Approved', decidedAt: after(start, hours(1)) },
      { receivedAt: start, priority: 'expedited', status: 'Approved', decidedAt: after(start, hours(3)) },
      { receivedAt: start, priority: 'expedited', status: 'Denied', decidedAt: after(start, hours(80)) },
    ]);
    const metrics = await metricsOf(2013);
    for (const key of ['standardApproved', 'standardDenied', 'standardAverageHours', 'standardMedianHours'] as const)
      expect(figure(metrics, key)?.value).toBeNull();
    expect(figure(metrics, 'expeditedApproved')).toMatchObject({ value: 66.7, numerator: 2, denominator: 3 });
    expect(figure(metrics, 'expeditedMedianHours')?.value).toBe(3);
    expect(figure(metrics, 'expeditedAverageHours')?.value).toBe(28);
    expect(figure(metrics, 'approvedAfterAppeal')).toMatchObject({ value: 0, denominator: 3 });
    expect(metrics.decisionTimes.expedited).toEqual([2, 0, 1, 0, 0, 0]);
  });

  it('counts a request in the year, in UTC, in which it was received, even when decided in the next', async () => {
    await insertRequests(db(), [
      { receivedAt: '2014-12-31T20:00:00.000Z', status: 'Approved', decidedAt: '2015-01-02T00:00:00.000Z' },
      // 31 December at 23:30 in New York is already 1 January in UTC.
      { receivedAt: '2014-12-31T23:30:00-05:00', status: 'Denied', decidedAt: '2015-01-03T04:30:00.000Z' },
    ]);
    const before = await metricsOf(2014);
    expect(before.counts.standard).toMatchObject({ received: 1, decided: 1, approved: 1, denied: 0 });
    expect(before.months[11]).toMatchObject({ month: 12, received: 1, approved: 1 });
    expect(figure(before, 'standardAverageHours')?.value).toBe(28);
    const next = await metricsOf(2015);
    expect(next.counts.standard).toMatchObject({ received: 1, decided: 1, denied: 1 });
    expect(next.months[0]).toMatchObject({ month: 1, received: 1, denied: 1 });
    expect(figure(next, 'standardMedianHours')?.value).toBe(48);
  });
});

describe('kept current from the events', () => {
  /** The endpoint's figures of a year against the same figures computed from the rows in plain SQL. */
  async function expectFiguresOfRows(year: number): Promise<void> {
    const [metrics, raw] = await Promise.all([metricsOf(year), rawFiguresOf(db(), year)]);
    expect(metrics.counts.standard.received).toBe(raw.standard_received);
    expect(metrics.counts.standard.decided).toBe(raw.standard_decided);
    expect(metrics.counts.expedited.received).toBe(raw.expedited_received);
    expect(metrics.counts.expedited.decided).toBe(raw.expedited_decided);
    expect(Object.fromEntries(metrics.figures.map((item) => [item.key, item.value]))).toEqual(
      Object.fromEntries(metricFigureKeys.map((key) => [key, raw[key]])),
    );
  }
  const ours = sql`authorization_number like 'EVENTS%'`;
  const change = (where: SQL, set: SQL) => changeRequests(db(), sql`${ours} and ${where}`, set);

  it('matches the rows after receipts and every kind of change, each told by an event', async () => {
    // 300 requests over 2016, in every state: received at odd times, decided after minutes to weeks.
    await db().transaction(async (tx) => {
      await tx.execute(sql`
        insert into authorizations (authorization_number, qhid, provider_location_id, status, outcome_reason, authorization_type, is_inpatient,
          place_of_service, service_from, service_to, received_at, diagnosis_code, diagnosis_description, procedure_code, procedure_description,
          units, priority, decision_due_at, decided_at, determination, extended_at)
        select 'EVENTS' || lpad(n::text, 6, '0'), a.qhid, a.provider_location_id, s.status, 'Test', 'Outpatient', false, '11',
          '2016-01-01', '2016-01-02', received, 'M17.11', 'Knee', '27447', 'Knee', 1,
          case when n % 3 = 0 then 'expedited' else 'standard' end, received + interval '7 days',
          case when n % 5 <> 3 then received + (n * 7919 % 40000) * interval '1 minute' + (n % 60) * interval '1 second' end,
          case when n % 5 <> 3 then s.determination end,
          case when n % 7 = 0 and n % 3 <> 0 then received + interval '2 days' end
        from generate_series(1, 300) n
          cross join lateral (select timestamptz '2016-01-01 00:00:00+00' + (n * 104729 % 525600) * interval '1 minute' as received) r
          cross join lateral (select (array['Approved', 'Partially Approved', 'Denied', 'Pending', 'Cancelled'])[1 + n % 5] as status,
            (array['approved', 'partially-approved', 'denied', null, null])[1 + n % 5] as determination) s
          cross join (select qhid, provider_location_id from authorizations order by id limit 1) a`);
      await appendReceivedEventsOf(tx, sql`a.authorization_number like 'EVENTS%'`);
    });
    await expectFiguresOfRows(2016);

    // Pending ones decided; decisions moved; some extended; some appealed; a priority changed; some moved to 2017.
    await change(sql`status = 'Pending' and id % 2 = 0`, sql`status = 'Approved', decided_at = received_at + interval '3 days', determination = 'approved'`);
    await change(sql`id % 11 = 0`, sql`decided_at = decided_at + interval '90 minutes'`);
    await change(sql`id % 13 = 0`, sql`extended_at = received_at + interval '1 day'`);
    await change(sql`determination <> 'approved' and id % 4 = 0`, sql`status = 'Approved', approved_after_appeal_at = decided_at + interval '20 days'`);
    await change(sql`id % 17 = 0`, sql`priority = 'expedited'`);
    await change(sql`id % 19 = 0`, sql`received_at = received_at + interval '1 year'`);
    await change(sql`id % 23 = 0`, sql`status = 'Pending'`);
    await expectFiguresOfRows(2016);
    await expectFiguresOfRows(2017);
  });

  it('matches the rows for every year the seeded demo data wrote', async () => {
    const { years } = MetricsYearsResponseSchema.parse((await get(url(endpoints.years))).json());
    for (const year of years) await expectFiguresOfRows(year);
  });

  it('rebuilds from the events to the same figures the consumer kept, and to those the SQL rebuild computes from the rows', async () => {
    // The seeded demo year (and its last 30 days) besides this file's years.
    const { years: seeded } = MetricsYearsResponseSchema.parse((await get(url(endpoints.years))).json());
    const years = [...new Set([...seeded, 2012, 2016, 2017])];
    expect(seeded).toContain(clock.now().getUTCFullYear() - 1);
    const figuresOf = async () => (await Promise.all(years.map(metricsOf))).map(({ computedAt: _computedAt, ...rest }) => rest);
    const before = await figuresOf();
    expect(await testApp.app.authorizationEvents.rebuild('metrics')).toBeGreaterThan(300);
    expect(await figuresOf()).toEqual(before);
    await db().execute(sql`select prior_authorization_metrics_rebuild()`);
    expect(await figuresOf()).toEqual(before);
    await expectFiguresOfRows(2016);
  });
});

describe('bad input', () => {
  it.each([['abcd'], ['99'], ['20155'], ['2015.5'], ['']])('refuses the year %j with 400 and the message', async (year) => {
    for (const endpoint of [endpoints.metrics, endpoints.metricsCsv, endpoints.metricsJson]) {
      const response = await get(url(endpoint, { year }));
      expect(response.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).message).toContain(priorAuthorizationMetricsMessages.errors.year);
    }
  });

  it('refuses a missing year with 400', async () => {
    const response = await get(url(endpoints.metrics));
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toContain(priorAuthorizationMetricsMessages.errors.year);
  });
});

// Last: it empties the seeded data.
describe('emptied', () => {
  it('has no figures left once the authorizations (and so their events) are truncated and the metrics rebuilt', async () => {
    expect((await metricsOf(2012)).counts.standard.received).toBeGreaterThan(0);
    await db().execute(sql`truncate table authorizations cascade`);
    await testApp.app.authorizationEvents.rebuild('metrics');
    expect((await metricsOf(2012)).counts.standard.received).toBe(0);
    expect(MetricsYearsResponseSchema.parse((await get(url(endpoints.years))).json()).years).toEqual([]);
  });
});
