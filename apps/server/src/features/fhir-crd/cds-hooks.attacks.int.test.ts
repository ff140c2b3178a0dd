import { createHmac, randomUUID, type webcrypto } from 'node:crypto';
import dns from 'node:dns';
import type * as dnsPromises from 'node:dns/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  clientAssertionType,
  clientSystemEndpoints,
  clientSystemScopes,
  endpointPath,
  fhirPaths,
  policyEndpoints,
  type SaveClientSystemRequest,
} from '@portal/contracts';
import { and, count, eq, gt, max } from 'drizzle-orm';
import { exportJWK, exportSPKI, generateKeyPair, type JWK, type JWTHeaderParameters, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, authorizations, crdCoverageAssertions, members } from '../../db/schema.js';
import { crdExampleMember } from '../../demo/demo-crd-examples.js';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { bearer, createTestApp, type TestApp, testPortalBaseUrl, tokenOf } from '../../test/test-app.js';
import { injectedTokenUrl } from '../../test/client-system-test-support.js';
import { guideExample } from '../../test/pas-guide-test-support.js';
import { coverageInformationUrl } from './coverage-information.js';
import { hasCrdMaterial, type Json } from '../../test/crd-guide-test-support.js';
import { amy, coverageInformationOf, joe, orderSignRequest, serviceRequestOrder, valuesOf } from '../../test/crd-hook-test-support.js';

/**
 * The CDS Hooks service attacked (issue 21, security review): forged and replayed JWTs, another organization's client,
 * SSRF through fhirServer, member enumeration, malformed and huge hook bodies. Each test is a regression test of a
 * defence; what cds-hooks.routes.int.test.ts already proves is not repeated here.
 */

/**
 * The host check before a read (node:dns/promises) and the connection of the read (node:dns lookup, under fetch)
 * resolve a name separately: `dnsAnswers` answers the check for a name, `connectAnswers` the connection, as an EHR's
 * DNS server may answer each (DNS rebinding). Names in neither map resolve as usual.
 */
const dnsAnswers = vi.hoisted(() => new Map<string, { address: string; family: number }[]>());
const dnsAsked = vi.hoisted(() => [] as string[]);
vi.mock('node:dns/promises', async (importOriginal) => {
  const real = await importOriginal<typeof dnsPromises>();
  const lookup = ((hostname: string, options?: object) => {
    dnsAsked.push(hostname);
    const answer = dnsAnswers.get(hostname);
    return answer ? Promise.resolve(answer) : real.lookup(hostname, options as never);
  }) as typeof real.lookup;
  return { ...real, lookup, default: { ...real, lookup } };
});

const connectAnswers = new Map<string, string>();
const realLookup = dns.lookup;
function installConnectAnswers() {
  dns.lookup = ((hostname: string, options: unknown, callback?: (...args: unknown[]) => void) => {
    const [settings, done] = typeof options === 'function' ? [{}, options as (...args: unknown[]) => void] : [options, callback];
    const address = connectAnswers.get(hostname);
    if (!address || !done) return (realLookup as (...args: unknown[]) => void)(hostname, settings, done);
    if ((settings as { all?: boolean } | undefined)?.all) process.nextTick(done, null, [{ address, family: 4 }]);
    else process.nextTick(done, null, address, 4);
    return undefined;
  }) as typeof dns.lookup;
}

let testApp: TestApp;
const db = () => testApp.database.db;
const serviceUrl = (serviceId: string) => `${testPortalBaseUrl}/cds-services/${serviceId}`;
const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A client system registered with a key this file holds, so it can sign whatever JWT an attacker would. */
interface KeyedClient {
  clientId: string;
  systemId: number;
  kid: string;
  privateKey: webcrypto.CryptoKey;
  publicJwk: JWK;
}

async function registerKeyed(options: { npis: string[]; organizationIdentifier: string; fhirServerUrls?: string[] }): Promise<KeyedClient> {
  const { publicKey, privateKey } = await generateKeyPair('ES384', { extractable: true });
  const kid = `attack-${randomUUID()}`;
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES384', use: 'sig' };
  const request: SaveClientSystemRequest = {
    name: `Attack ${options.organizationIdentifier}`,
    organizationIdentifier: options.organizationIdentifier,
    npis: options.npis,
    jwks: { keys: [publicJwk] },
    scopes: [...clientSystemScopes],
    endpointUrls: [],
    fhirServerUrls: options.fhirServerUrls ?? [],
  };
  const adminToken = await tokenOf(testApp.app, 'admin@example.com');
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api${endpointPath(clientSystemEndpoints.create)}`,
    headers: bearer(adminToken),
    payload: request,
  });
  if (response.statusCode !== 200) throw new Error(`Registering answered ${response.statusCode}: ${response.body}`);
  const system = response.json<{ id: number; clientId: string }>();
  return { clientId: system.clientId, systemId: system.id, kid, privateKey, publicJwk };
}

/** A JWT signed with the client's key: the hook's usual claims unless `claims` overrides them (undefined drops one). */
function sign(client: KeyedClient, claims: JWTPayload = {}, header: Partial<JWTHeaderParameters> = {}): Promise<string> {
  const payload = {
    iss: client.clientId,
    sub: client.clientId,
    aud: serviceUrl('order-sign-crd'),
    iat: nowSeconds(),
    exp: nowSeconds() + 240,
    jti: randomUUID(),
    ...claims,
  };
  return new SignJWT(payload).setProtectedHeader({ alg: 'ES384', kid: client.kid, typ: 'JWT', ...header }).sign(client.privateKey);
}

/** A JWT with any header (one jose would refuse to write), signed ES384 with the client's key all the same. */
async function signedAnyHeader(client: KeyedClient, header: Json, claims: Json): Promise<string> {
  const signingInput = `${base64url(header)}.${base64url(claims)}`;
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-384' }, client.privateKey, new TextEncoder().encode(signingInput));
  return `${signingInput}.${Buffer.from(signature).toString('base64url')}`;
}

/** A JWT with any header and an HMAC-SHA256 signature under `secret` (or the given signature part). */
function handMade(header: Json, claims: Json, signature: { secret?: string; part?: string }): string {
  const signingInput = `${base64url(header)}.${base64url(claims)}`;
  const part =
    signature.part ??
    createHmac('sha256', signature.secret ?? '')
      .update(signingInput)
      .digest('base64url');
  return `${signingInput}.${part}`;
}

async function callHook(serviceId: string, body: unknown, options: { client?: KeyedClient; jwt?: string; headers?: Record<string, string> } = {}) {
  const jwt = options.jwt ?? (await sign(options.client ?? mine, { aud: serviceUrl(serviceId) }));
  const startedAt = Date.now();
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/cds-services/${serviceId}`,
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json', ...options.headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  let parsed: Json;
  try {
    parsed = response.json();
  } catch {
    parsed = { raw: response.body };
  }
  return { status: response.statusCode, body: parsed, text: response.body, ms: Date.now() - startedAt };
}

const orderSign = orderSignRequest;
const serviceRequest = serviceRequestOrder;
const firstAnswer = (body: Json): Json => coverageInformationOf(body.systemActions?.[0]?.resource)[0] ?? {};
const assertionCount = async () => Number((await db().select({ value: count() }).from(crdCoverageAssertions))[0]?.value);
const lastAuditId = async () =>
  Number(
    (
      await db()
        .select({ value: max(auditLog.id) })
        .from(auditLog)
    )[0]?.value ?? 0,
  );
const coverageReadsSince = async (auditId: number) =>
  await db()
    .select({ userName: auditLog.userName })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'coverage-requirements-read'), gt(auditLog.id, auditId)));
/** An answer without its random parts (card uuids), to compare two answers. */
const withoutUuids = (body: Json) => JSON.parse(JSON.stringify(body).replace(/"uuid":"[^"]+"/g, '"uuid":""')) as Json;

/** Every call that answered has a status a client error or success may have: never a 5xx. */
const isClientAnswer = (status: number) => status === 200 || (status >= 400 && status < 500);

let mine: KeyedClient;
let theirs: KeyedClient;

/** A token request with this client assertion, as the token endpoint takes it. */
const requestToken = (assertion: string, scope = 'system/Claim.c') =>
  testApp.app.inject({
    method: 'POST',
    url: fhirPaths.token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      scope,
      client_assertion_type: clientAssertionType,
      client_assertion: assertion,
    }).toString(),
  });

async function accessTokenOf(client: KeyedClient, scope: string): Promise<string> {
  const response = await requestToken(await sign(client, { aud: injectedTokenUrl }), scope);
  if (response.statusCode !== 200) throw new Error(`The token endpoint answered ${response.statusCode}: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

async function submitPas(client: KeyedClient, bundle: Json) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/fhir/Claim/$submit',
    headers: { authorization: `Bearer ${await accessTokenOf(client, 'system/Claim.c')}`, 'content-type': 'application/fhir+json' },
    payload: JSON.stringify(bundle),
  });
  return { status: response.statusCode, body: response.json() as Json };
}

async function createRule(rule: Json) {
  const adminToken = await tokenOf(testApp.app, 'admin@example.com');
  const base = {
    codeTo: '',
    groupLists: [],
    placesOfService: [],
    approvalMaxUnits: null,
    approvalMaxDays: null,
    approvalPlacesOfService: [],
    documentation: [],
    effectiveFrom: '2000-01-01',
    effectiveTo: null,
  };
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api${endpointPath(policyEndpoints.createRule)}`,
    headers: bearer(adminToken),
    payload: { ...base, ...rule },
  });
  if (response.statusCode !== 200) throw new Error(`Creating the rule answered ${response.statusCode}: ${response.body}`);
}

/** The authorization number the client's own providers hold for JOE SMITH's office visit (99212 on 2005-05-10). */
let minesAuthorizationNumber: string;

beforeAll(async () => {
  testApp = await createTestApp();
  mine = await registerKeyed({ npis: [pasExampleNpis.requester, pasExampleNpis.practitioner], organizationIdentifier: pasExampleNpis.requester });
  theirs = await registerKeyed({ npis: ['1000000004'], organizationIdentifier: 'other-org' });
  await createRule({ codeFrom: '0042T', description: 'CT perfusion', isAuthorizationRequired: true, approval: 'never' });
  await createRule({ codeFrom: '99212', description: 'Office visit', isAuthorizationRequired: true, approval: 'onSubmission' });
  const submitted = await submitPas(mine, {
    ...guideExample('ig-2.2.1', 'Bundle-MedicalServicesAuthorizationBundleExample.json'),
    identifier: { system: 'urn:test:attack', value: 'satisfied' },
  });
  minesAuthorizationNumber = submitted.body.entry[0].resource.preAuthRef;
  if (!minesAuthorizationNumber) throw new Error(`The PAS request was not approved: ${JSON.stringify(submitted.body).slice(0, 500)}`);
}, 60_000);
afterAll(() => testApp?.close());

describe.skipIf(!hasCrdMaterial)('CDS Hooks attacked: forged, confused and replayed JWTs', () => {
  const body = () => orderSign(amy, [serviceRequest('0042T')]);
  const claims = () => ({
    iss: mine.clientId,
    sub: mine.clientId,
    aud: serviceUrl('order-sign-crd'),
    iat: nowSeconds(),
    exp: nowSeconds() + 240,
    jti: randomUUID(),
  });

  it('refuses unsigned and HMAC-forged JWTs: alg none, HS256 keyed with the registered public key', async () => {
    const pem = await exportSPKI((await generateKeyPair('ES384', { extractable: true })).publicKey);
    const forgeries = {
      noneEmptySignature: handMade({ alg: 'none', typ: 'JWT' }, claims(), { part: '' }),
      noneWithSignature: handMade({ alg: 'none', typ: 'JWT' }, claims(), { part: 'AAAA' }),
      noneUpperCase: handMade({ alg: 'NONE', typ: 'JWT' }, claims(), { part: 'AAAA' }),
      hs256PublicJwk: handMade({ alg: 'HS256', kid: mine.kid, typ: 'JWT' }, claims(), { secret: JSON.stringify(mine.publicJwk) }),
      hs256PublicX: handMade({ alg: 'HS256', kid: mine.kid, typ: 'JWT' }, claims(), { secret: String(mine.publicJwk.x) }),
      hs256Pem: handMade({ alg: 'HS256', kid: mine.kid, typ: 'JWT' }, claims(), { secret: pem }),
      hs256EmptySecret: handMade({ alg: 'HS256', kid: mine.kid, typ: 'JWT' }, claims(), { secret: '' }),
    };
    const statuses: Record<string, number> = {};
    for (const [name, jwt] of Object.entries(forgeries)) statuses[name] = (await callHook('order-sign-crd', body(), { jwt })).status;
    expect(statuses).toEqual(Object.fromEntries(Object.keys(forgeries).map((name) => [name, 401])));
  });

  it('verifies against the key set of the client `sub` names: another client’s key, kid or embedded jwk does not pass', async () => {
    const refusals = {
      // theirs signs, claiming to be mine, with the kid of mine's key.
      othersKeyMyKid: await sign(theirs, { sub: mine.clientId, iss: mine.clientId }, { kid: mine.kid }),
      othersKeyMySub: await sign(theirs, { sub: mine.clientId, iss: theirs.clientId }),
      // No sub: iss names the client, and theirs' key is not in mine's set.
      othersKeyMyIssNoSub: await sign(theirs, { sub: undefined, iss: mine.clientId }),
      othersKeyEmptySub: await sign(theirs, { sub: '', iss: mine.clientId }),
      // A key carried in the header is never trusted.
      embeddedJwk: await sign(theirs, { sub: mine.clientId, iss: mine.clientId }, { kid: undefined, jwk: theirs.publicJwk }),
      subNotAString: await sign(mine, { sub: 42 as never, iss: undefined }),
      hugeSub: await sign(mine, { sub: 'x'.repeat(5_000) }),
    };
    const statuses: Record<string, number> = {};
    for (const [name, jwt] of Object.entries(refusals)) statuses[name] = (await callHook('order-sign-crd', body(), { jwt })).status;
    expect(statuses).toEqual(Object.fromEntries(Object.keys(refusals).map((name) => [name, 401])));
    // The usual fall-back still works for an honest client: no sub, iss its client id.
    expect((await callHook('order-sign-crd', body(), { jwt: await sign(mine, { sub: undefined }) })).status).toBe(200);
  });

  it('refuses a JWT whose iss names another client than the client `sub` names, keeping nothing for either', async () => {
    const keptFor = async (systemId: number) =>
      Number((await db().select({ value: count() }).from(crdCoverageAssertions).where(eq(crdCoverageAssertions.clientSystemId, systemId)))[0]?.value);
    const [before, theirsBefore] = [await assertionCount(), await keptFor(theirs.systemId)];
    const confused = await callHook('order-sign-crd', orderSign(joe, [serviceRequest('99212', { occurrenceDateTime: '2005-05-10' })]), {
      jwt: await sign(theirs, { sub: theirs.clientId, iss: mine.clientId }),
    });
    expect(confused.status).toBe(401);
    expect(confused.text).not.toContain(minesAuthorizationNumber);
    expect(await assertionCount()).toBe(before);
    expect(await keptFor(theirs.systemId)).toBe(theirsBefore);
    // The same request from mine is answered "satisfied": the difference is the caller, not the request.
    const own = await callHook('order-sign-crd', orderSign(joe, [serviceRequest('99212', { occurrenceDateTime: '2005-05-10' })]));
    expect(valuesOf(firstAnswer(own.body), 'satisfied-pa-id')).toEqual([minesAuthorizationNumber]);
  });

  it('refuses a token-endpoint assertion on a hook, and a hook JWT at the token endpoint and on the FHIR API', async () => {
    const forTokenEndpoint = await sign(mine, { aud: injectedTokenUrl });
    expect((await callHook('order-sign-crd', body(), { jwt: forTokenEndpoint })).status).toBe(401);

    const hookJwt = await sign(mine);
    const atTokenEndpoint = await requestToken(hookJwt);
    expect(atTokenEndpoint.statusCode).toBeGreaterThanOrEqual(400);
    expect(atTokenEndpoint.statusCode).toBeLessThan(500);
    expect(atTokenEndpoint.body).not.toContain('access_token');
    const onFhir = await testApp.app.inject({
      method: 'POST',
      url: '/fhir/Claim/$submit',
      headers: { authorization: `Bearer ${hookJwt}`, 'content-type': 'application/fhir+json' },
      payload: '{}',
    });
    expect(onFhir.statusCode).toBe(401);
    // One jti serves one call of either kind: the jti of the assertion a token was issued for is spent for hooks too.
    const jti = randomUUID();
    expect((await requestToken(await sign(mine, { aud: injectedTokenUrl, jti }))).statusCode).toBe(200);
    expect((await callHook('order-sign-crd', body(), { jwt: await sign(mine, { jti }) })).status).toBe(401);
  });

  it('refuses JWTs without exp, iat or jti, not yet valid, with a non-string jti, critical headers, or too large', async () => {
    // The control: the hand-signed JWT passes when its header is an ordinary one.
    expect((await callHook('order-sign-crd', body(), { jwt: await signedAnyHeader(mine, { alg: 'ES384', kid: mine.kid, typ: 'JWT' }, claims()) })).status).toBe(
      200,
    );
    const refusals = {
      noExp: await sign(mine, { exp: undefined }),
      noIat: await sign(mine, { iat: undefined }),
      noJti: await sign(mine, { jti: undefined }),
      emptyJti: await sign(mine, { jti: '' }),
      numericJti: await sign(mine, { jti: 12345 as never }),
      notBefore: await sign(mine, { nbf: nowSeconds() + 120 }),
      issuedInTheFuture: await sign(mine, { iat: nowSeconds() + 3_600, exp: nowSeconds() + 3_700 }),
      oldIat: await sign(mine, { iat: nowSeconds() - 3_600 }),
      criticalHeader: await signedAnyHeader(mine, { alg: 'ES384', kid: mine.kid, typ: 'JWT', crit: ['urn:x'], 'urn:x': 1 }, claims()),
      audienceList: await sign(mine, { aud: [serviceUrl('order-select-crd'), 'https://elsewhere.example/cds-services/order-sign-crd'] }),
      hugeForged: handMade({ alg: 'ES384', kid: mine.kid, typ: 'JWT' }, { ...claims(), padding: 'x'.repeat(12_000) }, { part: 'A'.repeat(8_000) }),
      hugeUnknownClient: handMade({ alg: 'ES384', typ: 'JWT' }, { ...claims(), sub: 'y'.repeat(12_000) }, { part: 'AAAA' }),
    };
    const statuses: Record<string, number> = {};
    for (const [name, jwt] of Object.entries(refusals)) statuses[name] = (await callHook('order-sign-crd', body(), { jwt })).status;
    // A Basic header, or two tokens, are no JWT at all.
    statuses.basic = (await callHook('order-sign-crd', body(), { jwt: 'x', headers: { authorization: `Basic ${base64url('a:b')}` } })).status;
    statuses.twoTokens = (await callHook('order-sign-crd', body(), { jwt: `${await sign(mine)} ${await sign(mine)}` })).status;
    const expected = Object.fromEntries([...Object.keys(refusals), 'basic', 'twoTokens'].map((name) => [name, 401]));
    expect(statuses).toEqual(expected);
  });

  it('does not let a JWT that was refused for its body be replayed, nor a 400 keep anything', async () => {
    const jwt = await sign(mine);
    const before = await assertionCount();
    expect((await callHook('order-sign-crd', { hook: 'order-sign' }, { jwt })).status).toBe(400);
    expect((await callHook('order-sign-crd', body(), { jwt })).status).toBe(401);
    expect(await assertionCount()).toBe(before);
  });
});

describe.skipIf(!hasCrdMaterial)('CDS Hooks attacked: what another organization or a stranger learns', () => {
  it('answers a patient it cannot match in the same words whatever was wrong, reading, keeping and echoing nothing', async () => {
    const assertionsBefore = await assertionCount();
    const auditBefore = await lastAuditId();
    const attempts = {
      wrongDob: orderSign({ ...amy, dob: '1990-01-01' }, [serviceRequest('0042T')]),
      noSuchMember: orderSign({ ...amy, memberId: 'M999999999' }, [serviceRequest('0042T')]),
      rightIdWrongNames: orderSign({ memberId: amy.memberId, family: 'Nobody', given: 'Someone' }, [serviceRequest('0042T')]),
      rightIdOnly: orderSign({ memberId: amy.memberId }, [serviceRequest('0042T')]),
      familyOnly: orderSign({ memberId: amy.memberId, family: amy.family }, [serviceRequest('0042T')]),
      lowerCaseIdWrongDob: orderSign({ ...amy, memberId: amy.memberId.toLowerCase(), dob: '1987-02-21' }, [serviceRequest('0042T')]),
    };
    // A client of its own: five misses for her member id reach the identity throttle's limit (issue 30) for whoever made them.
    const guesser = await registerKeyed({ npis: [pasExampleNpis.requester, pasExampleNpis.practitioner], organizationIdentifier: 'guessing-org' });
    const answers = await Promise.all(Object.values(attempts).map((request) => callHook('order-sign-crd', request, { client: guesser })));
    const [first, ...others] = answers.map((answer) => withoutUuids(answer.body));
    for (const other of others) expect(other).toEqual(first);
    expect(first?.systemActions).toBeUndefined();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      for (const secret of [crdExampleMember.firstName, crdExampleMember.lastName, '1987-02-20', '02/20/1987', 'Gold PPO'])
        expect(answer.text.toUpperCase()).not.toContain(secret.toUpperCase());
    }
    expect(await assertionCount()).toBe(assertionsBefore);
    expect(await coverageReadsSince(auditBefore)).toEqual([]);
  });

  it('writes an audit row for every answer that read a member’s coverage, "not covered" included', async () => {
    const auditBefore = await lastAuditId();
    const notCovered = await callHook('order-sign-crd', orderSign(amy, [serviceRequest('0042T', { occurrenceDateTime: '1990-01-01' })]));
    expect(valuesOf(firstAnswer(notCovered.body), 'covered')).toEqual(['not-covered']);
    const satisfied = await callHook('order-sign-crd', orderSign(joe, [serviceRequest('99212', { occurrenceDateTime: '2005-05-10' })]));
    expect(valuesOf(firstAnswer(satisfied.body), 'pa-needed')).toEqual(['satisfied']);
    const reads = await coverageReadsSince(auditBefore);
    expect(reads.map((read) => read.userName)).toEqual([`client-system:${mine.clientId}`, `client-system:${mine.clientId}`]);
  });

  it('shows another organization neither "satisfied" nor the authorization number, on any date or hook', async () => {
    const orders = [
      serviceRequest('99212', { occurrenceDateTime: '2005-05-10' }),
      serviceRequest('99212', { id: 'sr-period', occurrencePeriod: { start: '2005-05-10', end: '2005-05-10' } }),
      {
        resourceType: 'Appointment',
        id: 'ap1',
        status: 'proposed',
        start: '2005-05-10T09:00:00Z',
        basedOn: [{ reference: 'ServiceRequest/sr-99212' }],
        participant: [],
      },
    ];
    const signAnswer = await callHook('order-sign-crd', orderSign(joe, orders), { client: theirs });
    const appointment = await callHook(
      'appointment-book-crd',
      {
        ...orderSign(joe, []),
        hook: 'appointment-book',
        context: { patientId: 'p1', userId: 'Practitioner/1', appointments: { resourceType: 'Bundle', entry: [{ resource: orders[2] }] } },
        prefetch: { ...orderSign(joe, []).prefetch, serviceRequests: { resourceType: 'Bundle', entry: [{ resource: orders[0] }] } },
      },
      { client: theirs },
    );
    const dispatch = await callHook(
      'order-dispatch-crd',
      {
        ...orderSign(joe, []),
        hook: 'order-dispatch',
        context: { patientId: 'p1', dispatchedOrders: ['ServiceRequest/sr-99212'] },
        prefetch: { ...orderSign(joe, []).prefetch, orders: { resourceType: 'Bundle', entry: [{ resource: orders[0] }] } },
      },
      { client: theirs },
    );
    for (const answer of [signAnswer, appointment, dispatch]) {
      expect(answer.status).toBe(200);
      expect(answer.body.systemActions?.length).toBeGreaterThan(0);
      expect(answer.text).not.toContain(minesAuthorizationNumber);
      expect(answer.text).not.toContain('satisfied');
    }
  });

  it('ties a PAS request only to the client’s own assertions for the same member, and never re-ties one', async () => {
    const forJoe = valuesOf(firstAnswer((await callHook('order-sign-crd', orderSign(joe, [serviceRequest('0042T')]))).body), 'coverage-assertion-id')[0];
    const forAmyAnswer = firstAnswer((await callHook('order-sign-crd', orderSign(amy, [serviceRequest('0042T')]))).body);
    const referral = (value: string, extensions: Json[]) => {
      const bundle = {
        ...guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json'),
        identifier: { system: 'urn:test:attack', value },
      } as Json;
      const requested = bundle.entry.find((entry: Json) => entry.resource.resourceType === 'ServiceRequest').resource;
      requested.extension = [...(requested.extension ?? []), ...extensions];
      return bundle;
    };
    const assertionOf = (id: string) => ({ url: coverageInformationUrl, extension: [{ url: 'coverage-assertion-id', valueString: id }] });
    const first = await submitPas(mine, referral('link-1', [assertionOf(forJoe), forAmyAnswer]));
    expect(first.status).toBe(200);
    const linkOf = async (id: string) =>
      (await db().select({ authorizationId: crdCoverageAssertions.authorizationId }).from(crdCoverageAssertions).where(eq(crdCoverageAssertions.id, id)))[0]
        ?.authorizationId;
    const [authorization] = await db()
      .select({ id: authorizations.id })
      .from(authorizations)
      .where(eq(authorizations.authorizationNumber, first.body.entry[0].resource.preAuthRef));
    expect(await linkOf(forJoe)).toBe(authorization?.id);
    // Amy's assertion names another member than the request: not tied.
    expect(await linkOf(valuesOf(forAmyAnswer, 'coverage-assertion-id')[0])).toBeNull();
    // A second request naming the same assertion does not move it.
    const second = await submitPas(mine, referral('link-2', [assertionOf(forJoe)]));
    expect(second.status).toBe(200);
    expect(await linkOf(forJoe)).toBe(authorization?.id);
  });

  it('does not let one call try many member ids against a date of birth (member enumeration)', async () => {
    // A member whose date of birth no other member shares: the one a brute force would find.
    const everyone = await db().select({ memberId: members.memberId, dob: members.dob }).from(members);
    const target = everyone.find(
      (member) => everyone.filter((other) => String(other.dob) === String(member.dob)).length === 1 && /^M1\d{8}$/.test(member.memberId),
    );
    if (!target) throw new Error('No member with a date of birth of its own.');
    const guesses = Array.from({ length: 60 }, (_, index) => `M1${String(index + 1).padStart(8, '0')}`);
    expect(guesses).toContain(target.memberId);
    const request = orderSign({ memberId: 'GUESS', dob: String(target.dob).slice(0, 10) }, [serviceRequest('0042T')]);
    request.prefetch.coverage = { resourceType: 'Coverage', status: 'active', identifier: guesses.map((value) => ({ value })) };
    const answer = await callHook('order-sign-crd', request);
    expect(answer.text).not.toContain(target.memberId);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/identifier/);
  });

  it('refuses (400) a hook request that names the patient by tens of thousands of ids, quickly', async () => {
    const request = orderSign(amy, [serviceRequest('0042T')]);
    request.prefetch.coverage = {
      resourceType: 'Coverage',
      status: 'active',
      identifier: Array.from({ length: 70_000 }, (_, index) => ({ value: `X${index}` })),
    };
    const answer = await callHook('order-sign-crd', request);
    expect(answer.status, answer.text.slice(0, 300)).toBe(400);
    expect(answer.ms).toBeLessThan(5_000);
  });
});

describe.skipIf(!hasCrdMaterial)('CDS Hooks attacked: the PAS request an assertion is tied to', () => {
  const referral = (value: string) =>
    ({ ...guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json'), identifier: { system: 'urn:test:attack', value } }) as Json;
  const patientOf = (bundle: Json) => bundle.entry.find((entry: Json) => entry.resource.resourceType === 'Patient').resource as Json;
  const authorizationCount = async () => Number((await db().select({ value: count() }).from(authorizations))[0]?.value);

  it('refuses (400) a PAS bundle with text PostgreSQL cannot keep, creating nothing', async () => {
    const before = await authorizationCount();
    const withNul = referral('nul-\u0000');
    const answer = await submitPas(mine, withNul);
    expect(answer.status).toBe(400);
    expect(answer.body.resourceType).toBe('OperationOutcome');
    const inPatient = referral('nul-patient');
    patientOf(inPatient).identifier = [{ value: `${joe.memberId}\u0000` }];
    expect((await submitPas(mine, inPatient)).status).toBe(400);
    expect(await authorizationCount()).toBe(before);
  });

  it('refuses (400) a PAS bundle that names its patient by a list of guessed ids, a huge one included', async () => {
    const before = await authorizationCount();
    const guesses = referral('guesses');
    patientOf(guesses).identifier = [
      ...Array.from({ length: 60 }, (_, index) => ({ value: `M1${String(index + 1).padStart(8, '0')}` })),
      { value: joe.memberId },
    ];
    const guessed = await submitPas(mine, guesses);
    expect(guessed.status).toBe(400);
    expect(JSON.stringify(guessed.body)).toMatch(/identifiers/);
    const huge = referral('huge');
    patientOf(huge).identifier = Array.from({ length: 70_000 }, (_, index) => ({ value: `X${index}` }));
    expect((await submitPas(mine, huge)).status).toBe(400);
    expect(await authorizationCount()).toBe(before);
  });
});

/** A loopback FHIR server whose answers the path chooses: the EHR's, or an attacker's tricks. */
interface LoopbackServer {
  url: string;
  port: number;
  hits: string[];
  close(): Promise<void>;
}

async function loopbackServer(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<LoopbackServer> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const amyPatient = { resourceType: 'Patient', id: 'p1', birthDate: amy.dob, name: [{ family: amy.family, given: [amy.given] }] };
const amyCoverage = {
  resourceType: 'Bundle',
  type: 'searchset',
  entry: [{ resource: { resourceType: 'Coverage', id: 'c1', status: 'active', identifier: [{ value: amy.memberId }] } }],
};

describe.skipIf(!hasCrdMaterial)('CDS Hooks attacked: SSRF through fhirServer', () => {
  let ehr: LoopbackServer;
  let inside: LoopbackServer;
  let reader: KeyedClient;

  beforeAll(async () => {
    // "inside": a host of the plan's network nobody registered.
    inside = await loopbackServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/fhir+json' });
      response.end(JSON.stringify(amyPatient));
    });
    ehr = await loopbackServer((request, response) => {
      const url = request.url ?? '';
      if (url.startsWith('/redirect/')) {
        response.writeHead(302, { location: `${inside.url}/fhir${url.slice('/redirect'.length)}` });
        response.end();
      } else if (url.startsWith('/huge/')) {
        response.writeHead(200, { 'content-type': 'application/fhir+json' });
        response.end(JSON.stringify({ ...amyPatient, text: { div: 'x'.repeat(3_000_000) } }));
      } else if (url.startsWith('/slow/')) {
        response.writeHead(200, { 'content-type': 'application/fhir+json' });
        response.write('{"resourceType":"Patient",');
        // Never finished: the read must give up on its own.
      } else if (url.startsWith('/text/')) {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>not FHIR</html>');
      } else if (url.startsWith('/fhir/')) {
        const body = url.startsWith('/fhir/Patient/') ? amyPatient : url.startsWith('/fhir/Coverage?') ? amyCoverage : { resourceType: 'OperationOutcome' };
        response.writeHead(200, { 'content-type': 'application/fhir+json' });
        response.end(JSON.stringify(body));
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    reader = await registerKeyed({
      npis: [pasExampleNpis.requester],
      organizationIdentifier: 'reader-org',
      fhirServerUrls: [
        `${ehr.url}/fhir`,
        `${ehr.url}/redirect`,
        `${ehr.url}/huge`,
        `${ehr.url}/slow`,
        `${ehr.url}/text`,
        `http://inside.attack.test:${ehr.port}/fhir`,
        `http://mapped.attack.test:${ehr.port}/fhir`,
        `http://rebound.attack.test:${ehr.port}/fhir`,
      ],
    });
    // Every attack name leads the connection to the loopback EHR: only the check stands between.
    for (const name of ['inside.attack.test', 'mapped.attack.test', 'rebound.attack.test']) connectAnswers.set(name, '127.0.0.1');
    installConnectAnswers();
  }, 30_000);
  afterAll(async () => {
    dns.lookup = realLookup;
    await ehr?.close();
    await inside?.close();
  });

  const withoutPrefetch = (fhirServer: string, patientId = 'p1') => {
    const { prefetch: _prefetch, ...request } = orderSign(amy, [serviceRequest('0042T')]);
    return { ...request, fhirServer, fhirAuthorization: { access_token: 'ehr-token', token_type: 'Bearer' }, context: { ...request.context, patientId } };
  };
  const cannotTell = 'Coverage requirements unknown: patient not found in this plan';

  it('reads the registered server (the control), and only under its registered path with every path trick', async () => {
    ehr.hits.length = 0;
    const answered = await callHook('order-sign-crd', withoutPrefetch(`${ehr.url}/fhir`), { client: reader });
    expect(answered.body.systemActions).toHaveLength(1);
    expect(ehr.hits.sort()).toEqual(['/fhir/Coverage?patient=p1&status=active', '/fhir/Patient/p1']);

    const tricks = [
      `${ehr.url}/fhir/../admin`,
      `${ehr.url}/fhir/%2e%2e/admin`,
      `${ehr.url}/fhirx`,
      `${ehr.url}/fhir%2F..%2Fadmin`,
      `${ehr.url}/FHIR`,
      `http://user:pass@127.0.0.1:${ehr.port}/fhir`,
      `http://127.0.0.1:${ehr.port}@127.0.0.1:${inside.port}/fhir`,
      `http://127.0.0.1:${inside.port}/fhir`,
      `http://localhost:${ehr.port}/fhir`,
      `https://127.0.0.1:${ehr.port}/fhir`,
      `http://[::ffff:127.0.0.1]:${ehr.port}/fhir`,
      'file:///etc/passwd',
      'gopher://127.0.0.1:70/fhir',
    ];
    for (const fhirServer of tricks) {
      ehr.hits.length = 0;
      const answer = await callHook('order-sign-crd', withoutPrefetch(fhirServer), { client: reader });
      expect(answer.status, fhirServer).toBe(200);
      expect(
        answer.body.cards.map((card: Json) => card.summary),
        fhirServer,
      ).toEqual([cannotTell]);
      expect(ehr.hits, fhirServer).toEqual([]);
    }
    // Ids that try to climb out of the server's path stay inside it.
    ehr.hits.length = 0;
    for (const patientId of ['..', '../../admin', '..%2F..%2Fadmin', 'p1?x=1#', 'p1/../../../admin']) {
      expect((await callHook('order-sign-crd', withoutPrefetch(`${ehr.url}/fhir`, patientId), { client: reader })).status).toBe(200);
    }
    expect(ehr.hits.length).toBeGreaterThan(0);
    for (const hit of ehr.hits) {
      expect(hit.startsWith('/fhir/'), hit).toBe(true);
      expect(hit, hit).not.toMatch(/\/\.\.(\/|$)/);
    }
    expect(inside.hits).toEqual([]);
  });

  it('follows no redirect, and ignores answers that are huge, slow or not JSON, answering within seconds', async () => {
    for (const path of ['redirect', 'huge', 'slow', 'text']) {
      const answer = await callHook('order-sign-crd', withoutPrefetch(`${ehr.url}/${path}`), { client: reader });
      expect(answer.status, path).toBe(200);
      expect(
        answer.body.cards.map((card: Json) => card.summary),
        path,
      ).toEqual([cannotTell]);
      expect(answer.ms, path).toBeLessThan(4_500);
    }
    expect(inside.hits).toEqual([]);
  }, 30_000);

  it('does not read a registered host name that resolves into a private network, IPv4-mapped IPv6 included', async () => {
    dnsAnswers.set('inside.attack.test', [{ address: '10.1.2.3', family: 4 }]);
    dnsAnswers.set('mapped.attack.test', [{ address: '::ffff:127.0.0.1', family: 6 }]);
    dnsAsked.length = 0;
    ehr.hits.length = 0;
    try {
      for (const name of ['inside.attack.test', 'mapped.attack.test']) {
        const answer = await callHook('order-sign-crd', withoutPrefetch(`http://${name}:${ehr.port}/fhir`), { client: reader });
        expect(
          answer.body.cards.map((card: Json) => card.summary),
          name,
        ).toEqual([cannotTell]);
      }
    } finally {
      dnsAnswers.clear();
    }
    expect(dnsAsked).toEqual(['inside.attack.test', 'mapped.attack.test']);
    expect(ehr.hits).toEqual([]);
  });

  /**
   * DNS rebinding (security review of issue 21): the check (privateResolutionOf) and the read resolve the name
   * separately; the read's connection resolves it again itself and refuses a private address (outbound-address.ts).
   */
  it('does not read a registered host name whose DNS answers a public address to the check and a private one to the read', async () => {
    dnsAnswers.set('rebound.attack.test', [{ address: '93.184.216.34', family: 4 }]);
    dnsAsked.length = 0;
    ehr.hits.length = 0;
    try {
      await callHook('order-sign-crd', withoutPrefetch(`http://rebound.attack.test:${ehr.port}/fhir`), { client: reader });
    } finally {
      dnsAnswers.clear();
    }
    expect(dnsAsked).toEqual(['rebound.attack.test']);
    expect(ehr.hits).toEqual([]);
  });
});

describe.skipIf(!hasCrdMaterial)('CDS Hooks attacked: malformed and huge hook bodies', () => {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  /** The request as JSON text with `marker` (a string value) replaced by raw JSON: structures JSON.stringify could not build. */
  const withRaw = (request: Json, raw: string) => JSON.stringify(request).replace('"__RAW__"', raw);

  it('refuses (400) deeply nested resources instead of failing to answer them, keeping nothing', async () => {
    const before = await assertionCount();
    const auditBefore = await lastAuditId();
    const inOrder = withRaw(orderSign(amy, [serviceRequest('0042T', { note: [{ text: 'x', extension: '__RAW__' }] })]), deep(20_000));
    const answer = await callHook('order-sign-crd', inOrder);
    expect(answer.status, answer.text.slice(0, 200)).toBe(400);
    expect(answer.body.message).toMatch(/\w/);
    expect(await assertionCount()).toBe(before);
    expect(await coverageReadsSince(auditBefore)).toEqual([]);
    // Deep where nothing is echoed: no 5xx either.
    for (const raw of [
      withRaw({ ...orderSign(amy, [serviceRequest('0042T')]), extension: { deep: '__RAW__' } }, deep(20_000)),
      withRaw({ ...orderSign(amy, [serviceRequest('0042T')]), prefetch: { patient: { ...amyPatient, contact: '__RAW__' } } }, deep(20_000)),
    ]) {
      expect(isClientAnswer((await callHook('order-sign-crd', raw)).status)).toBe(true);
    }
  });

  it('answers impossible dates of service without a 5xx and without keeping half an answer', async () => {
    for (const date of ['2005-99-99', '2005-02-30', '0000-01-01', '2005-13-01T00:00:00Z', '9999-12-31']) {
      const before = await assertionCount();
      const answer = await callHook('order-sign-crd', orderSign(amy, [serviceRequest('0042T', { occurrenceDateTime: date })]));
      expect(answer.status, `${date}: ${answer.text.slice(0, 200)}`).toBe(200);
      expect(await assertionCount(), date).toBe(before + 1);
    }
  });

  it('refuses (400) text PostgreSQL cannot keep (NUL) wherever the request carries it', async () => {
    const before = await assertionCount();
    const requests = {
      hookInstance: { ...orderSign(amy, [serviceRequest('0042T')]), hookInstance: 'a\u0000b' },
      memberId: orderSign({ ...amy, memberId: `${amy.memberId}\u0000` }, [serviceRequest('0042T')]),
      billingCode: orderSign(amy, [serviceRequest('0042T\u0000')]),
      keyName: { ...orderSign(amy, [serviceRequest('0042T')]), extension: { 'a\u0000': 1 } },
      loneSurrogate: orderSign(amy, [serviceRequest('0042T', { note: [{ text: '\ud800' }] })]),
    };
    const statuses: Record<string, number> = {};
    for (const [name, request] of Object.entries(requests)) statuses[name] = (await callHook('order-sign-crd', request)).status;
    expect(statuses).toEqual(Object.fromEntries(Object.keys(requests).map((name) => [name, 400])));
    expect(await assertionCount()).toBe(before);
  });

  it('answers every element of a wrong type with a 200 or a 400, never a 5xx', async () => {
    const valid = orderSign(amy, [serviceRequest('0042T')]);
    const order = serviceRequest('0042T');
    const entries = (resources: unknown[]) => ({
      ...valid,
      context: { ...valid.context, draftOrders: { resourceType: 'Bundle', entry: resources.map((resource) => ({ resource })) } },
    });
    const bodies: Json[] = [
      { ...valid, hookInstance: 5 },
      { ...valid, hook: ['order-sign'] },
      { ...valid, context: [] },
      { ...valid, context: null },
      { ...valid, prefetch: [] },
      { ...valid, prefetch: { patient: 'Patient/p1' } },
      { ...valid, prefetch: { patient: { resourceType: 7 } } },
      { ...valid, fhirAuthorization: 'token' },
      { ...valid, fhirAuthorization: { access_token: 5, token_type: 'Bearer' } },
      { ...valid, fhirServer: 'javascript:alert(1)' },
      { ...valid, extension: [] },
      { ...valid, extension: { 'davinci-crd.configuration': 'x' } },
      { ...valid, extension: { 'davinci-crd.configuration': { 'max-cards': -1, 'coverage-info': 'no' } } },
      { ...valid, extension: { 'davinci-crd.configuration': { 'max-cards': 1e308 } } },
      { ...valid, context: { ...valid.context, patientId: { id: 'p1' } } },
      { ...valid, context: { ...valid.context, draftOrders: { resourceType: 'Bundle', entry: { length: 1e9 } } } },
      { ...valid, context: { ...valid.context, draftOrders: { resourceType: 'Bundle', entry: { 0: { resource: order }, length: 1 } } } },
      { ...valid, context: { ...valid.context, draftOrders: { resourceType: 'Bundle', entry: [null, 5, 'x', []] } } },
      entries([null]),
      entries([{ ...order, resourceType: 'ServiceRequest', code: null }]),
      entries([{ ...order, code: { coding: [null, { system: 'http://www.ama-assn.org/go/cpt', code: 5 }] } }]),
      entries([{ ...order, code: { coding: [{ system: 'http://www.ama-assn.org/go/cpt', code: '0042T' }], extension: 'x' } }]),
      entries([
        {
          ...order,
          code: {
            coding: [{ system: 'http://www.ama-assn.org/go/cpt', code: '0042T' }],
            extension: [null, { url: 'http://hl7.org/fhir/us/davinci-crd/StructureDefinition/ext-billing-options', valueCodeableConcept: { coding: 'x' } }],
          },
        },
      ]),
      entries([{ ...order, locationCode: 'x' }]),
      entries([{ ...order, occurrenceTiming: { event: 'x' } }]),
      entries([{ ...order, occurrencePeriod: 5 }]),
      entries([{ ...order, extension: { url: coverageInformationUrl } }]),
      entries([{ ...order, id: { toString: 'x' } }]),
      entries([{ resourceType: 'DeviceRequest', id: 'd1', codeReference: { reference: 5 } }]),
      entries([{ resourceType: 'DeviceRequest', id: 'd1', codeReference: 'Device/1' }]),
      entries([{ resourceType: '__proto__' }, { resourceType: 'constructor' }, { resourceType: 'toString' }]),
      entries([{ resourceType: 'Appointment', id: 'a1', basedOn: 'ServiceRequest/1' }]),
      entries([{ resourceType: 'Appointment', id: 'a1', basedOn: [null, { reference: { x: 1 } }], serviceType: 'x', start: 5 }]),
      { ...valid, prefetch: { ...valid.prefetch, patient: { resourceType: 'Patient', id: 'p1', identifier: 'x', name: [null], birthDate: amy.dob } } },
      { ...valid, prefetch: { ...valid.prefetch, patient: { resourceType: 'Patient', id: 'p1', name: [{ family: 5, given: 'Amy' }], birthDate: amy.dob } } },
      {
        ...valid,
        prefetch: { ...valid.prefetch, patient: { resourceType: 'Patient', id: 'p1', name: [{ family: 'Baxter', given: [5] }], birthDate: amy.dob } },
      },
      {
        ...valid,
        prefetch: {
          ...valid.prefetch,
          coverage: {
            resourceType: 'Bundle',
            entry: [{ fullUrl: { x: 1 }, resource: { resourceType: 'Coverage', id: 'c1', status: 'active', identifier: [{ value: amy.memberId }] } }],
          },
        },
      },
      {
        ...valid,
        prefetch: {
          ...valid.prefetch,
          coverage: {
            resourceType: 'Bundle',
            entry: [{ resource: { resourceType: 'Bundle', entry: [{ resource: { resourceType: 'Bundle', entry: 'x' } }] } }],
          },
        },
      },
      { ...valid, hook: 'order-dispatch', context: { patientId: 'p1', dispatchedOrders: [5, null] } },
      {
        ...valid,
        hook: 'appointment-book',
        context: { patientId: 'p1', appointments: { resourceType: 'Bundle', entry: Array.from({ length: 51 }, () => ({})) } },
      },
    ];
    const statuses: number[] = [];
    for (const body of bodies) statuses.push((await callHook('order-sign-crd', body)).status);
    expect(
      statuses.filter((status) => !isClientAnswer(status)),
      String(statuses),
    ).toEqual([]);
    // Wrong-service variants for the hooks with other shapes.
    const dispatch = await callHook('order-dispatch-crd', {
      ...valid,
      hook: 'order-dispatch',
      context: { patientId: 'p1', dispatchedOrders: Array.from({ length: 51 }, (_, index) => `ServiceRequest/${index}`) },
    });
    expect(dispatch.status).toBe(400);
    const appointments = await callHook('appointment-book-crd', {
      ...valid,
      hook: 'appointment-book',
      context: { patientId: 'p1', appointments: { resourceType: 'Bundle', entry: Array.from({ length: 51 }, () => ({})) } },
    });
    expect(appointments.status).toBe(400);
  });

  it('answers the largest orders a body may carry within seconds, and refuses a larger body (413) and other content types', async () => {
    // 50 orders × 1,500 distinct codes: as much work as 5 MB can ask.
    const orders = Array.from({ length: 50 }, (_, order) => ({
      ...serviceRequest('0042T', { id: `sr-${order}` }),
      code: { coding: Array.from({ length: 1_500 }, (_, index) => ({ system: 'http://www.ama-assn.org/go/cpt', code: `${order}${index}`.padStart(5, '0') })) },
    }));
    const request = orderSign(amy, orders);
    expect(JSON.stringify(request).length).toBeLessThan(5 * 1024 * 1024);
    const answer = await callHook('order-sign-crd', request);
    expect(isClientAnswer(answer.status)).toBe(true);
    expect(answer.ms).toBeLessThan(10_000);

    const giant = orderSign(amy, [serviceRequest('0042T', { note: [{ text: 'x'.repeat(4_500_000) }] })]);
    const giantAnswer = await callHook('order-sign-crd', giant);
    expect(giantAnswer.status).toBe(200);
    const tooLarge = await callHook('order-sign-crd', orderSign(amy, [serviceRequest('0042T', { note: [{ text: 'x'.repeat(6_000_000) }] })]));
    expect(tooLarge.status).toBe(413);
    const asText = await callHook('order-sign-crd', JSON.stringify(orderSign(amy, [serviceRequest('0042T')])), { headers: { 'content-type': 'text/plain' } });
    expect(isClientAnswer(asText.status) && asText.status !== 200).toBe(true);
    const prototype = await callHook('order-sign-crd', '{"hook":"order-sign","__proto__":{"polluted":true}}');
    expect(prototype.status).toBe(400);
    expect(({} as Json).polluted).toBeUndefined();
  }, 60_000);
});
