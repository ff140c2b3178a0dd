import { type ClientSystem, clientSystemMessages, ClientSystemsResponseSchema, endpointPath, clientSystemEndpoints } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, clientSystems, providerAssociations, providerLocations } from '../../db/schema.js';
import { createAdminTestContext, type AdminTestContext } from '../../test/admin-test-support.js';
import { login } from '../../test/test-app.js';

let context: AdminTestContext;
let directoryNpis: string[];
let publicJwk: Record<string, unknown>;
let privateJwk: Record<string, unknown>;
beforeAll(async () => {
  context = await createAdminTestContext();
  const rows = await context.db
    .selectDistinct({ npi: providerLocations.npi })
    .from(providerLocations)
    .where(isNull(providerLocations.addedByAccountId))
    .limit(3);
  directoryNpis = rows.map((row) => row.npi);
  const pair = await generateKeyPair('ES384', { extractable: true });
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1' };
  privateJwk = { ...(await exportJWK(pair.privateKey)), kid: 'key-1' };
});
afterAll(() => context.testApp.close());

const base = `/api${endpointPath(clientSystemEndpoints.list)}`;
const request = (overrides: Record<string, unknown> = {}) => ({
  name: 'Valley EHR',
  organizationIdentifier: directoryNpis[0],
  npis: directoryNpis.slice(0, 2),
  jwks: { keys: [publicJwk] },
  scopes: ['system/Claim.c', 'system/Claim.r'],
  endpointUrls: ['https://ehr.example.com/notify/'],
  fhirServerUrls: ['https://ehr.example.com/fhir'],
  ...overrides,
});
const register = async (overrides: Record<string, unknown> = {}) => {
  const response = await context.call('POST', base, request(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ClientSystem>();
};
const activeNpisOf = async (accountId: number) =>
  (
    await context.db
      .selectDistinct({ npi: providerLocations.npi })
      .from(providerAssociations)
      .innerJoin(providerLocations, eq(providerLocations.locationId, providerAssociations.locationId))
      .where(and(eq(providerAssociations.accountId, accountId), eq(providerAssociations.associationStatus, 'active')))
  )
    .map((row) => row.npi)
    .sort();
const accountOf = async (clientId: string) => {
  const [row] = await context.db
    .select({ account: accounts })
    .from(accounts)
    .innerJoin(clientSystems, eq(accounts.id, clientSystems.accountId))
    .where(eq(clientSystems.clientId, clientId));
  if (!row) throw new Error(`no account of ${clientId}`);
  return row.account;
};

describe('client systems: access', () => {
  it('answers site administrators only', async () => {
    expect((await context.call('GET', base, undefined, null)).statusCode).toBe(401);
    expect((await context.call('GET', base, undefined, context.providerToken)).statusCode).toBe(403);
    expect((await context.call('POST', base, request(), context.providerToken)).statusCode).toBe(403);
    expect((await context.call('GET', base)).statusCode).toBe(200);
  });
});

describe('client systems: registration', () => {
  it('registers a system with a generated client id, an account that cannot sign in and associations with its NPIs', async () => {
    const system = await register();
    expect(system.clientId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(system.status).toBe('active');
    const account = await accountOf(system.clientId);
    expect(account.isClientSystem).toBe(true);
    expect(await activeNpisOf(account.id)).toEqual(directoryNpis.slice(0, 2).sort());
    // As an unknown user: no session, and the attempt audited as one.
    const { body } = await login(context.testApp.app, account.email, 'anything');
    expect(body).toBeNull();
    const [attempt] = await context.db.select().from(auditLog).where(eq(auditLog.userName, account.email));
    expect(attempt).toMatchObject({ outcome: 'unknown-user', actorAccountId: null });
    const listed = ClientSystemsResponseSchema.parse((await context.call('GET', base)).json());
    expect(listed.clientSystems.map((row) => row.clientId)).toContain(system.clientId);
  });

  it('audits the registration, naming the key ids and not the keys', async () => {
    const system = await register({ name: 'Audited EHR' });
    const account = await accountOf(system.clientId);
    const [entry] = await context.auditOf(account.id);
    expect(entry?.action).toBe('client-system-registered');
    expect(JSON.stringify(entry?.details)).toContain('key-1');
    expect(JSON.stringify(entry?.details)).not.toContain(String(publicJwk.x));
  });

  it.each([
    ['a missing name', { name: ' ' }, clientSystemMessages.errors.required],
    ['an NPI of 9 digits', { npis: ['123456789'] }, clientSystemMessages.errors.npiShape('123456789')],
    ['an NPI with a wrong check digit', { npis: ['1234567890'] }, clientSystemMessages.errors.npiCheckDigit('1234567890')],
    ['no NPI', { npis: [] }, clientSystemMessages.errors.npisRequired],
    ['an empty key set', { jwks: { keys: [] } }, clientSystemMessages.errors.jwksShape],
    ['an unknown scope', { scopes: ['system/Observation.r'] }, clientSystemMessages.errors.scopeUnknown('system/Observation.r')],
    ['no scope', { scopes: [] }, clientSystemMessages.errors.scopesRequired],
    ['a relative endpoint URL', { endpointUrls: ['/notify'] }, clientSystemMessages.errors.url('/notify')],
    ['an ftp FHIR server URL', { fhirServerUrls: ['ftp://ehr.example.com/'] }, clientSystemMessages.errors.url('ftp://ehr.example.com/')],
    ['a key that is no key', { jwks: { keys: [{ kty: 'EC', kid: 'broken', crv: 'P-384', x: 'AA', y: 'AA' }] } }, clientSystemMessages.errors.jwkInvalid(0)],
  ])('refuses %s (400) and changes nothing', async (_case, overrides, message) => {
    const before = (await context.db.select().from(accounts)).length;
    const response = await context.call('POST', base, request(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect((await context.db.select().from(accounts)).length).toBe(before);
  });

  it('refuses a key set holding a private key, or a key without kid', async () => {
    const response = await context.call('POST', base, request({ jwks: { keys: [privateJwk] } }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(clientSystemMessages.errors.jwkPrivate(0));
    const { kid: _kid, ...withoutKid } = publicJwk;
    const noKid = await context.call('POST', base, request({ jwks: { keys: [withoutKid] } }));
    expect(noKid.statusCode).toBe(400);
    expect(noKid.json<{ message: string }>().message).toContain(clientSystemMessages.errors.jwkKid(0));
  });
});

describe('client systems: edit and revoke', () => {
  it('re-syncs the associations when the NPIs change, and audits before and after', async () => {
    const system = await register();
    const account = await accountOf(system.clientId);
    const changed = await context.call('PUT', `${base}${system.id}`, request({ npis: [directoryNpis[2]], name: 'Renamed EHR' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ClientSystem>().name).toBe('Renamed EHR');
    expect(await activeNpisOf(account.id)).toEqual([directoryNpis[2]]);
    const [entry] = await context.auditOf(account.id);
    expect(entry?.action).toBe('client-system-updated');
    expect(entry?.details).toMatchObject({ before: { name: 'Valley EHR' }, after: { name: 'Renamed EHR' } });
  });

  it('revokes: status revoked, associations removed, no further change', async () => {
    const system = await register();
    const account = await accountOf(system.clientId);
    const revoked = await context.call('POST', `${base}${system.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<ClientSystem>()).toMatchObject({ status: 'revoked' });
    expect(await activeNpisOf(account.id)).toEqual([]);
    expect((await context.call('PUT', `${base}${system.id}`, request())).statusCode).toBe(400);
    expect((await context.call('POST', `${base}${system.id}/revoke`)).statusCode).toBe(400);
    expect((await context.call('POST', `${base}999999/revoke`)).statusCode).toBe(404);
    const [entry] = await context.auditOf(account.id);
    expect(entry?.action).toBe('client-system-revoked');
  });
});

describe("client systems' accounts", () => {
  it('are in no Manage Account list or search, cannot be opened there nor impersonated', async () => {
    const system = await register({ name: 'Hidden EHR' });
    const account = await accountOf(system.clientId);
    for (const type of ['active', 'new', 'disabled', 'associations', 'autoapproved', 'associationsAutoApproved']) {
      const response = await context.call('POST', '/api/admin/accounts/search/', { Term: '', PageSize: 100, PageNumber: 0, SearchType: type });
      expect(response.body).not.toContain(account.email);
    }
    const searched = await context.call('POST', '/api/admin/accounts/search/', { Term: 'Hidden', PageSize: 100, PageNumber: 0, SearchType: 'active' });
    expect(searched.statusCode).toBe(200);
    expect(searched.body).not.toContain('client-systems.invalid');
    expect((await context.call('GET', `/api/admin/account/${account.id}/`)).statusCode).toBe(404);
    const employees = await context.call('GET', '/api/admin/employees/');
    expect(employees.body).not.toContain('client-systems.invalid');
  });
});
