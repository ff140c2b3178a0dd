import {
  CoverageResponseSchema,
  endpointPath,
  memberEndpoints,
  memberAreaMessages,
  MemberNetworksResponseSchema,
  MemberRecordSchema,
  MemberSearchResponseSchema,
  messages,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coverages, memberNetworks } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { auditReaderOf, callerOf, createMemberAreaApp, findMemberAs, type MemberAreaCallers } from '../../test/member-test-support.js';

let callers: MemberAreaCallers;
let call: ReturnType<typeof callerOf>;
let audit: ReturnType<typeof auditReaderOf>;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  call = callerOf(callers.testApp);
  audit = auditReaderOf(callers.testApp);
});
afterAll(() => callers.testApp.close());

const maria = { action: 'BenefitsLookup', memberid: 'M100000001', dob: '04/12/1985' };
const twins = { action: 'ViewClaims', memberid: 'M100000008', dob: '08/09/2016' };
const search = (body: Record<string, unknown>, token: string | null = callers.provider) => call('POST', endpointPath(memberEndpoints.search), token, body);
const found = async (body: Record<string, unknown>, token?: string) => {
  const response = await search(body, token);
  expect(response.statusCode, response.body).toBe(200);
  return MemberSearchResponseSchema.parse(response.json());
};

describe('POST /api/member/search/', () => {
  it('finds a member by member id and date of birth, and audits the hit with actor, member and action', async () => {
    expect(await found(maria)).toEqual({ qhid: 1000001, firstName: 'Maria', middleInitial: '', lastName: 'Lopez' });
    expect(await audit.last('member-search')).toMatchObject({
      actorAccountId: callers.providerId,
      onBehalfOfAccountId: null,
      memberQhid: '1000001',
      outcome: 'found',
      details: { action: 'BenefitsLookup' },
    });
  });

  it('matches the member id case-insensitively and the names case-insensitively, trimmed', async () => {
    expect((await found({ ...maria, memberid: 'm100000001' })).qhid).toBe(1000001);
    expect((await found({ ...maria, firstname: '  maria ', lastname: 'LOPEZ' })).qhid).toBe(1000001);
  });

  it('answers 0 with empty names when nobody has that member id and date of birth (audited as not-found)', async () => {
    expect(await found({ ...maria, dob: '04/13/1985' })).toEqual({ qhid: 0, firstName: '', middleInitial: '', lastName: '' });
    expect(await found({ ...maria, memberid: 'M999999999' })).toMatchObject({ qhid: 0 });
    expect(await audit.last('member-search')).toMatchObject({ memberQhid: null, outcome: 'not-found' });
  });

  it('answers -1 when the names leave no candidate', async () => {
    expect(await found({ ...maria, firstname: 'Mario' })).toEqual({ qhid: -1, firstName: '', middleInitial: '', lastName: '' });
    expect((await found({ ...maria, middlename: 'Q' })).qhid).toBe(-1);
    expect(await audit.last('member-search')).toMatchObject({ memberQhid: null, outcome: 'not-matched', details: { action: 'BenefitsLookup' } });
  });

  it('tells twins on one card apart only by first name: -1 without it, each twin with it', async () => {
    expect((await found(twins)).qhid).toBe(-1);
    expect((await found({ ...twins, lastname: 'Brooks' })).qhid).toBe(-1);
    expect(await found({ ...twins, firstname: 'emma' })).toEqual({ qhid: 1000009, firstName: 'Emma', middleInitial: '', lastName: 'Brooks' });
    expect((await found({ ...twins, firstname: 'Noah', lastname: 'brooks' })).qhid).toBe(1000008);
  });

  it('refuses bad input with 400 and the spec’s messages, writing nothing', async () => {
    const before = await countRows(callers.testApp.database.db, auditLog);
    const messageOf = async (body: Record<string, unknown>) => {
      const response = await search(body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().message as string;
    };
    expect(await messageOf({ ...maria, dob: '03/03/2026' })).toBe(memberAreaMessages.memberSearch.dobRangeBenefits('01/01/1900', '03/02/2026'));
    expect(await messageOf({ ...maria, dob: '12/31/1899' })).toBe(memberAreaMessages.memberSearch.dobRangeBenefits('01/01/1900', '03/02/2026'));
    expect(await messageOf({ ...maria, dob: '02/30/2000' })).toBe(memberAreaMessages.memberSearch.dobFormat);
    expect(await messageOf({ ...maria, dob: '1985-04-12' })).toBe(memberAreaMessages.memberSearch.dobFormat);
    expect(await messageOf({ ...maria, dob: '' })).toContain(memberAreaMessages.memberSearch.required);
    expect(await messageOf({ ...maria, memberid: 'M'.repeat(101) })).toContain(memberAreaMessages.memberSearch.tooLong(100));
    expect(await messageOf({ ...maria, memberid: '   ' })).toContain(memberAreaMessages.memberSearch.required);
    expect(await messageOf({ ...maria, firstname: 'x'.repeat(51) })).toContain(memberAreaMessages.memberSearch.tooLong(50));
    expect(await messageOf({ ...maria, middlename: 'AB' })).toContain(memberAreaMessages.memberSearch.tooLong(1));
    expect(await messageOf({ memberid: maria.memberid, dob: maria.dob })).toContain('action');
    expect(await messageOf({ ...maria, action: 'Benefits Lookup/../x' })).toContain('action');
    expect(await countRows(callers.testApp.database.db, auditLog)).toBe(before);
  });

  it('accepts a member id of 100 characters (the benefits lookup limit)', async () => {
    expect((await found({ ...maria, memberid: 'M'.repeat(100) })).qhid).toBe(0);
  });

  it('refuses limited users and employees acting as themselves (403), anonymous callers (401)', async () => {
    expect((await search(maria, callers.limited)).statusCode).toBe(403);
    expect((await search(maria, callers.employee)).statusCode).toBe(403);
    expect((await search(maria, null)).statusCode).toBe(401);
  });

  it('answers an impersonating employee, audited with the employee as actor on behalf of the provider', async () => {
    expect((await found(maria, callers.impersonating)).qhid).toBe(1000001);
    expect(await audit.last('member-search')).toMatchObject({
      actorAccountId: callers.employeeId,
      onBehalfOfAccountId: callers.providerId,
      memberQhid: '1000001',
      outcome: 'found',
    });
  });
});

describe('GET /api/member/{id}/', () => {
  it('answers the member record and audits the read', async () => {
    const response = await call('GET', endpointPath(memberEndpoints.member, { qhid: 1000001 }), callers.provider);
    expect(response.statusCode, response.body).toBe(200);
    expect(MemberRecordSchema.parse(response.json())).toEqual({
      qhid: 1000001,
      groupId: '4100',
      dob: '1985-04-12',
      sex: 'F',
      firstName: 'Maria',
      middleInitial: '',
      lastName: 'Lopez',
      memberId: 'M100000001',
    });
    expect(await audit.last('member-record-read')).toMatchObject({ actorAccountId: callers.providerId, memberQhid: '1000001', outcome: 'success' });
  });

  it('answers 404 for an unknown member (the refusal audited) and 400 for a malformed id (nothing audited)', async () => {
    expect((await call('GET', '/member/999999/', callers.provider)).statusCode).toBe(404);
    expect(await audit.last('member-record-read')).toMatchObject({ memberQhid: '999999', outcome: 'refused-member-not-visible' });
    const before = await audit.lastId('member-record-read');
    expect((await call('GET', '/member/abc/', callers.provider)).statusCode).toBe(400);
    expect((await call('GET', '/member/0/', callers.provider)).statusCode).toBe(400);
    expect((await call('GET', '/member/-5/', callers.provider)).statusCode).toBe(400);
    expect(await audit.lastId('member-record-read')).toBe(before);
  });

  it('refuses limited users and employees (403) but answers an impersonating employee', async () => {
    expect((await call('GET', endpointPath(memberEndpoints.member, { qhid: 1000001 }), callers.limited)).statusCode).toBe(403);
    expect((await call('GET', endpointPath(memberEndpoints.member, { qhid: 1000001 }), callers.employee)).statusCode).toBe(403);
    expect((await call('GET', endpointPath(memberEndpoints.member, { qhid: 1000001 }), callers.impersonating)).statusCode).toBe(200);
  });
});

describe('GET /api/member/{id}/coverage', () => {
  it('answers the coverage periods newest first and audits the read', async () => {
    const response = await call('GET', endpointPath(memberEndpoints.coverage, { qhid: 1000001 }), callers.provider);
    expect(response.statusCode, response.body).toBe(200);
    expect(CoverageResponseSchema.parse(response.json())).toEqual([
      { planOptionName: 'Evergreen Gold PPO', effectiveDate: '2022-01-01', termDate: '2027-12-31' },
    ]);
    expect(await audit.last('member-coverage-read')).toMatchObject({ memberQhid: '1000001', outcome: 'success' });
    const ended = await call('GET', endpointPath(memberEndpoints.coverage, { qhid: 1000004 }), callers.provider);
    expect(ended.json()).toEqual([{ planOptionName: 'Evergreen Gold PPO', effectiveDate: '2016-01-01', termDate: '2022-12-31' }]);
  });

  it('orders several periods newest first', async () => {
    const [withHistory] = await callers.testApp.database.db
      .select({ qhid: coverages.qhid })
      .from(coverages)
      .groupBy(coverages.qhid)
      .having(sql`count(*) > 1`)
      .limit(1);
    await findMemberAs(callers.testApp, callers.provider, withHistory?.qhid ?? 0);
    const periods = CoverageResponseSchema.parse(
      (await call('GET', endpointPath(memberEndpoints.coverage, { qhid: withHistory?.qhid ?? 0 }), callers.provider)).json(),
    );
    expect(periods.length).toBeGreaterThan(1);
    const starts = periods.map((period) => period.effectiveDate);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('refuses a secure group’s member with the secure-coverage message (audited as refused)', async () => {
    await findMemberAs(callers.testApp, callers.provider, 1000003);
    const response = await call('GET', endpointPath(memberEndpoints.coverage, { qhid: 1000003 }), callers.provider);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(memberAreaMessages.benefits.secureCoverage);
    expect(await audit.last('member-coverage-read')).toMatchObject({ memberQhid: '1000003', outcome: 'refused-secure-group' });
  });

  it('is not available while impersonating (benefits only), nor to limited users and employees; 404 for unknown', async () => {
    const impersonated = await call('GET', endpointPath(memberEndpoints.coverage, { qhid: 1000001 }), callers.impersonating);
    expect(impersonated.statusCode).toBe(403);
    expect(impersonated.json().message).toBe(messages.impersonationErrors.notAvailable);
    expect((await call('GET', endpointPath(memberEndpoints.coverage, { qhid: 1000001 }), callers.limited)).statusCode).toBe(403);
    expect((await call('GET', endpointPath(memberEndpoints.coverage, { qhid: 1000001 }), callers.employee)).statusCode).toBe(403);
    expect((await call('GET', endpointPath(memberEndpoints.coverage, { qhid: 999999 }), callers.provider)).statusCode).toBe(404);
    expect((await call('GET', '/member/x/coverage', callers.provider)).statusCode).toBe(400);
  });
});

describe('GET /api/network/GetMemberNetworks/{qhid}/', () => {
  it('lists primary networks before wrap networks, with the plan’s directory link and no member identifier in it', async () => {
    const [withWrap] = await callers.testApp.database.db
      .select({ qhid: memberNetworks.qhid })
      .from(memberNetworks)
      .where(eq(memberNetworks.type, 'W'))
      .limit(1);
    const qhid = withWrap?.qhid ?? 0;
    await findMemberAs(callers.testApp, callers.provider, qhid);
    const response = await call('GET', endpointPath(memberEndpoints.networks, { qhid: qhid }), callers.provider);
    expect(response.statusCode, response.body).toBe(200);
    const { networkList } = MemberNetworksResponseSchema.parse(response.json());
    expect(networkList.map((network) => network.type)).toEqual(['P', 'W']);
    for (const network of networkList) {
      expect(network.linkOut).toBe(true);
      expect(network.networkUrl).toMatch(/^https:\/\/networks\.example\.com\//);
      expect(network.memberNetworkUrl.startsWith(`${network.networkUrl}/find-a-provider?plan=evergreen-`)).toBe(true);
      expect(network.memberNetworkUrl).not.toContain(String(qhid));
    }
    expect(await audit.last('member-networks-read')).toMatchObject({ memberQhid: String(qhid), actorAccountId: callers.providerId });
  });

  it('names Maria’s primary network and plan', async () => {
    const { networkList } = MemberNetworksResponseSchema.parse(
      (await call('GET', endpointPath(memberEndpoints.networks, { qhid: 1000001 }), callers.impersonating)).json(),
    );
    expect(networkList[0]).toEqual({
      networkId: 1,
      networkName: 'Evergreen Select',
      type: 'P',
      networkUrl: 'https://networks.example.com/evergreen-select',
      memberNetworkUrl: 'https://networks.example.com/evergreen-select/find-a-provider?plan=evergreen-gold-ppo',
      linkOut: true,
    });
  });

  it('answers 404 for an unknown member, 400 for a bad qhid, 403 for limited users and employees', async () => {
    expect((await call('GET', endpointPath(memberEndpoints.networks, { qhid: 999999 }), callers.provider)).statusCode).toBe(404);
    expect((await call('GET', '/network/GetMemberNetworks/1.5/', callers.provider)).statusCode).toBe(400);
    expect((await call('GET', endpointPath(memberEndpoints.networks, { qhid: 1000001 }), callers.limited)).statusCode).toBe(403);
    expect((await call('GET', endpointPath(memberEndpoints.networks, { qhid: 1000001 }), callers.employee)).statusCode).toBe(403);
  });
});

describe('GET /api/group/{id}/…', () => {
  it('answers the group-wide message (HTML, or empty), the toll-free number and whether the group is secure', async () => {
    const message = await call('GET', endpointPath(memberEndpoints.groupMessage, { id: '2964' }), callers.provider);
    expect(message.statusCode, message.body).toBe(200);
    expect(message.json()).toMatchObject({ groupId: '2964', groupMessage: expect.stringContaining('<p>') });
    expect((await call('GET', endpointPath(memberEndpoints.groupMessage, { id: '4100' }), callers.provider)).json()).toEqual({
      groupId: '4100',
      groupMessage: '',
    });
    expect((await call('GET', endpointPath(memberEndpoints.groupTollFreeNumber, { id: '4100' }), callers.provider)).json()).toEqual({
      groupId: '4100',
      phoneNumber: '800-555-1410',
    });
    expect((await call('GET', endpointPath(memberEndpoints.groupIsSecure, { id: '3100' }), callers.provider)).json()).toBe(true);
    expect((await call('GET', endpointPath(memberEndpoints.groupIsSecure, { id: '4100' }), callers.impersonating)).json()).toBe(false);
  });

  it('answers 404 for an unknown group, 400 for a malformed id, 403 for limited users and employees', async () => {
    expect((await call('GET', endpointPath(memberEndpoints.groupMessage, { id: '9999' }), callers.provider)).statusCode).toBe(404);
    expect((await call('GET', endpointPath(memberEndpoints.groupTollFreeNumber, { id: '9999' }), callers.provider)).statusCode).toBe(404);
    expect((await call('GET', endpointPath(memberEndpoints.groupIsSecure, { id: '9999' }), callers.provider)).statusCode).toBe(404);
    expect((await call('GET', '/group/a%20b/isSecure', callers.provider)).statusCode).toBe(400);
    expect((await call('GET', endpointPath(memberEndpoints.groupIsSecure, { id: 'x'.repeat(21) }), callers.provider)).statusCode).toBe(400);
    expect((await call('GET', endpointPath(memberEndpoints.groupMessage, { id: '2964' }), callers.limited)).statusCode).toBe(403);
    expect((await call('GET', endpointPath(memberEndpoints.groupMessage, { id: '2964' }), callers.employee)).statusCode).toBe(403);
    expect((await call('GET', endpointPath(memberEndpoints.groupMessage, { id: '2964' }), null)).statusCode).toBe(401);
  });
});
