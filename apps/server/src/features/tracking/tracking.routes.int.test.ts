import { endpointPath, sessionEndpoints, trackingEndpoints } from '@portal/contracts';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../db/schema.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';

let testApp: TestApp;
let token: string;
let accountId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await tokenOf(testApp.app, 'provider@example.com');
  const handshake = await testApp.app.inject({ method: 'GET', url: `/api${endpointPath(sessionEndpoints.handshake)}`, headers: bearer(token) });
  accountId = handshake.json().user.accountId;
});
afterAll(() => testApp.close());

async function lastEvent() {
  const [event] = await testApp.database.db.select().from(trackingEvents).orderBy(desc(trackingEvents.id)).limit(1);
  return event;
}

const tracking = trackingEndpoints;
const cases: Array<{ url: string; payload?: object; expected: Record<string, unknown> }> = [
  { url: endpointPath(tracking.action, { action: 'HomeTile' }), expected: { kind: 'action', action: 'HomeTile', value: null, memberQhid: null } },
  { url: endpointPath(tracking.referer, { action: 'Login' }), payload: { value: 'email' }, expected: { kind: 'referer', action: 'Login', value: 'email' } },
  { url: endpointPath(tracking.value, { action: 'ClaimSearch', value: 2024 }), expected: { kind: 'value', action: 'ClaimSearch', value: '2024' } },
  {
    url: endpointPath(tracking.withMember, { action: 'BenefitsLookup', qhid: 1234 }),
    expected: { kind: 'member', action: 'BenefitsLookup', memberQhid: '1234', value: null },
  },
  {
    url: endpointPath(tracking.withMemberValue, { action: 'ClaimDetail', qhid: 1234, value: 'C-77' }),
    expected: { kind: 'member-value', action: 'ClaimDetail', memberQhid: '1234', value: 'C-77' },
  },
  {
    url: endpointPath(tracking.withNetwork, { a: 'FindProvider', b: 'net-1', c: 'grp-2', d: 'loc-3' }),
    expected: { kind: 'network', action: 'FindProvider', value: 'net-1/grp-2/loc-3', payload: { a: 'FindProvider', b: 'net-1', c: 'grp-2', d: 'loc-3' } },
  },
  {
    url: endpointPath(tracking.paging, { action: 'ClaimsTable' }),
    payload: { pageNumber: 2, pageSize: 25, sortClause: 'dateOfService desc' },
    expected: { kind: 'paging', action: 'ClaimsTable', payload: { pageNumber: 2, pageSize: 25, sortClause: 'dateOfService desc' } },
  },
  {
    url: endpointPath(tracking.pdfError),
    payload: { pdfName: 'benefit-summary.pdf', qhid: '1234', error: 'Failed to fetch' },
    expected: { kind: 'pdf-error', action: 'pdfError', value: 'benefit-summary.pdf', memberQhid: '1234', payload: { error: 'Failed to fetch' } },
  },
];

describe('POST /api/tracking/...', () => {
  it.each(cases)('stores $url with its kind, values and user', async ({ url, payload, expected }) => {
    const response = await testApp.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tracked: true });
    expect(await lastEvent()).toMatchObject({ ...expected, accountId, onBehalfOfAccountId: null });
  });

  it('works without the trailing slash', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/tracking/withmember/Search/55', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(await lastEvent()).toMatchObject({ kind: 'member', action: 'Search', memberQhid: '55' });
  });

  it('tracks anonymous visitors without an account', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: `/api${endpointPath(tracking.action, { action: 'RegisterStart' })}` });
    expect(response.statusCode).toBe(200);
    expect(await lastEvent()).toMatchObject({ kind: 'action', action: 'RegisterStart', accountId: null });
  });

  it('refuses a token that is present but invalid, before reading the body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(tracking.action, { action: 'HomeTile' })}`,
      headers: bearer('x'.repeat(43)),
    });
    expect(response.statusCode).toBe(401);
    const invalidBody = { method: 'POST' as const, url: `/api${endpointPath(tracking.paging, { action: 'Table' })}`, payload: { pageSize: -1 } };
    expect((await testApp.app.inject({ ...invalidBody, headers: bearer('x'.repeat(43)) })).statusCode).toBe(401);
  });

  it('validates bodies', async () => {
    const before = await lastEvent();
    const response = await testApp.app.inject({ method: 'POST', url: `/api${endpointPath(tracking.paging, { action: 'Table' })}`, payload: { pageSize: -1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('pageSize');
    expect((await lastEvent())?.id).toBe(before?.id);
  });
});
