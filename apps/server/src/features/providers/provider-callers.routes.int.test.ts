import { endpointPath, endpointQuery, messages, providerEndpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerAssociations } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { callerOf, createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';

let callers: MemberAreaCallers;
let call: ReturnType<typeof callerOf>;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  call = callerOf(callers.testApp);
});
afterAll(() => callers.testApp.close());

type ProviderCall = [method: 'GET' | 'POST', url: string, payload?: unknown];
const saveNotListedProvider: ProviderCall = [
  'POST',
  endpointPath(providerEndpoints.saveTempProvider),
  {
    provider: {
      firstName: 'Priya',
      lastName: 'Raman',
      npi: '1234567893',
      address: '100 Emergency Way',
      city: 'Sacramento',
      state: 'CA',
      zip: '95816',
      phone: '916-555-0177',
      add: true,
    },
  },
];
/** Each provider call with a valid request. */
const providerCalls: ProviderCall[] = [
  ['GET', `${endpointPath(providerEndpoints.search)}${endpointQuery({ name: 'Clinic' })}`],
  ['POST', endpointPath(providerEndpoints.associationList), { RootFilter: '1' }],
  ['POST', endpointPath(providerEndpoints.favorite), { associationId: 1, favorite: true }],
  ['POST', endpointPath(providerEndpoints.saveTempProvider), { LocationIds: [50] }],
  saveNotListedProvider,
  [
    'POST',
    endpointPath(providerEndpoints.changeAssociationStatuses),
    { source: 'providerassociation', statusChanges: [{ associationId: 1, status: 'Removed' }] },
  ],
];

describe('who may call the provider routes', () => {
  it('answers none of them while an employee impersonates (Your Providers is not open then), changing nothing', async () => {
    const before = await countRows(callers.testApp.database.db, providerAssociations);
    for (const [method, url, payload] of providerCalls) {
      const response = await call(method, url, callers.impersonating, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(messages.impersonationErrors.notAvailable);
    }
    expect(await countRows(callers.testApp.database.db, providerAssociations)).toBe(before);
  });

  it('lets an employee acting as themself search the directory (Add Providers of the admin area), and nothing else', async () => {
    const statuses = [];
    for (const [method, url, payload] of providerCalls) statuses.push((await call(method, url, callers.employee, payload)).statusCode);
    expect(statuses).toEqual([200, 403, 403, 403, 403, 403]);
  });

  it('refuses a limited user a "not listed" provider, which needs patient access', async () => {
    const [method, url, payload] = saveNotListedProvider;
    expect((await call(method, url, callers.limited, payload)).statusCode).toBe(403);
  });

  it('answers an anonymous caller 401 before reading the request, even a malformed one', async () => {
    for (const [method, url] of providerCalls)
      expect((await call(method, url, null, method === 'POST' ? { LocationIds: 'x' } : undefined)).statusCode).toBe(401);
    expect((await call('GET', endpointPath(providerEndpoints.search), null)).statusCode).toBe(401);
  });
});
