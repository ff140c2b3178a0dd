import { benefitEndpoints, BenefitSummaryResponseSchema, endpointPath, endpointQuery, memberAreaMessages, PrecertResponseSchema } from '@portal/contracts';
import { and, eq, gte, lte } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverages, groups, members } from '../../db/schema.js';
import { auditReaderOf, callerOf, createMemberAreaApp, findMemberAs, type MemberAreaCallers } from '../../test/member-test-support.js';

let callers: MemberAreaCallers;
let call: ReturnType<typeof callerOf>;
let audit: ReturnType<typeof auditReaderOf>;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  call = callerOf(callers.testApp);
  audit = auditReaderOf(callers.testApp);
  // Aiko Tanaka, of a secure group: the provider found her, so the refusals below are the secure group's.
  await findMemberAs(callers.testApp, callers.provider, 1000003);
});
afterAll(() => callers.testApp.close());

const summaryUrlPath = (qhid: number | string) => `${endpointPath(benefitEndpoints.summaryUrl)}${endpointQuery({ qhid })}`;
const pdfPath = (qhid: number | string) => endpointPath(benefitEndpoints.summaryPdf, { qhid });
const precertPath = (qhid: number, code: string) => endpointPath(benefitEndpoints.precert, { qhid, code });
const precert = async (qhid: number, code: string, token = callers.provider) => {
  const response = await call('GET', precertPath(qhid, code), token);
  expect(response.statusCode, response.body).toBe(200);
  return PrecertResponseSchema.parse(response.json());
};

/** A member of a non-secure group covered today by `planOptionName`, found by provider@example.com. */
async function memberCoveredBy(planOptionName: string): Promise<number> {
  const [row] = await callers.testApp.database.db
    .select({ qhid: coverages.qhid })
    .from(coverages)
    .innerJoin(members, eq(members.qhid, coverages.qhid))
    .innerJoin(groups, eq(groups.id, members.groupId))
    .where(
      and(
        eq(coverages.planOptionName, planOptionName),
        lte(coverages.effectiveDate, '2026-03-02'),
        gte(coverages.termDate, '2026-03-02'),
        eq(groups.isSecure, false),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`No demo member is covered by ${planOptionName}`);
  await findMemberAs(callers.testApp, callers.provider, row.qhid);
  return row.qhid;
}

describe('GET /api/member/benefitssummary?qhid=', () => {
  it('answers the URL of the member’s PDF under /api, and audits the read (it tells the member’s plan)', async () => {
    const before = await audit.lastId('benefit-summary-read');
    const response = await call('GET', summaryUrlPath(1000001), callers.provider);
    expect(response.statusCode, response.body).toBe(200);
    expect(BenefitSummaryResponseSchema.parse(response.json())).toEqual({ url: '/api/member/benefitssummary/1000001/BenefitsSummary.pdf' });
    const row = await audit.last('benefit-summary-read');
    expect(row?.id).toBeGreaterThan(before);
    expect(row).toMatchObject({
      actorAccountId: callers.providerId,
      memberQhid: '1000001',
      outcome: 'success',
      details: { part: 'location', planOptionName: 'Evergreen Gold PPO' },
    });
  });

  it('answers 404 unknown, 400 malformed, 403 secure group, limited users, employees and impersonation', async () => {
    expect((await call('GET', summaryUrlPath(999999), callers.provider)).statusCode).toBe(404);
    expect((await call('GET', summaryUrlPath('abc'), callers.provider)).statusCode).toBe(400);
    expect((await call('GET', endpointPath(benefitEndpoints.summaryUrl), callers.provider)).statusCode).toBe(400);
    const secure = await call('GET', summaryUrlPath(1000003), callers.provider);
    expect(secure.statusCode).toBe(403);
    expect(secure.json().message).toBe(memberAreaMessages.benefits.secureCoverage);
    for (const token of [callers.limited, callers.employee, callers.impersonating]) {
      expect((await call('GET', summaryUrlPath(1000001), token)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/member/benefitssummary/{qhid}/BenefitsSummary.pdf', () => {
  it('answers the member’s PDF inline, not cached, of at least three pages, and audits the read', async () => {
    const response = await call('GET', pdfPath(1000001), callers.provider);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="BenefitsSummary.pdf"');
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.getTitle()).toBe('Benefit Summary - Evergreen Gold PPO');
    expect(await audit.last('benefit-summary-read')).toMatchObject({
      actorAccountId: callers.providerId,
      memberQhid: '1000001',
      outcome: 'success',
      details: { planOptionName: 'Evergreen Gold PPO' },
    });
  });

  it('describes a former member’s last plan', async () => {
    const response = await call('GET', pdfPath(1000004), callers.provider);
    expect(response.statusCode).toBe(200);
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBeGreaterThanOrEqual(3);
  });

  it('describes each member’s own plan', async () => {
    const qhid = await memberCoveredBy('Evergreen Silver HMO');
    const pdf = await PDFDocument.load((await call('GET', pdfPath(qhid), callers.provider)).rawPayload);
    expect(pdf.getTitle()).toBe('Benefit Summary - Evergreen Silver HMO');
  });

  it('refuses a secure group’s member (audited as refused), unknown and malformed ids, and callers without patient access', async () => {
    const secure = await call('GET', pdfPath(1000003), callers.provider);
    expect(secure.statusCode).toBe(403);
    expect(secure.headers['content-type']).toContain('application/json');
    expect(await audit.last('benefit-summary-read')).toMatchObject({ memberQhid: '1000003', outcome: 'refused-secure-group' });
    expect((await call('GET', pdfPath(999999), callers.provider)).statusCode).toBe(404);
    expect((await call('GET', pdfPath('x1'), callers.provider)).statusCode).toBe(400);
    expect((await call('GET', pdfPath(1000001), null)).statusCode).toBe(401);
    for (const token of [callers.limited, callers.employee, callers.impersonating]) expect((await call('GET', pdfPath(1000001), token)).statusCode).toBe(403);
  });
});

describe('GET /api/benefit/getPrecertTextByCPTCode/{qhid}/{code}', () => {
  it('gives the rule texts of a code that needs precertification, with what the plan pays, and audits the read', async () => {
    const answer = await precert(1000001, '73721');
    expect(Object.keys(answer)).toEqual(['Precertification', 'Site of Care', 'Clinical Criteria', 'Benefit Notes']);
    expect(answer.Precertification).toContain('requires precertification under the Evergreen Gold PPO plan');
    expect(answer['Benefit Notes']).toContain('Advanced imaging (MRI, CT, PET)</strong>: in network $150 copay');
    expect(await audit.last('precert-read')).toMatchObject({
      actorAccountId: callers.providerId,
      memberQhid: '1000001',
      details: { code: '73721', planOptionName: 'Evergreen Gold PPO' },
    });
  });

  it('says that no precertification is needed, and the benefit category, for other codes', async () => {
    const answer = await precert(1000001, '99213');
    expect(answer.Precertification).toContain('No precertification is required for <strong>99213</strong> under the Evergreen Gold PPO plan');
    expect(answer.Precertification).toContain('Primary care visit');
    expect(Object.keys(answer)).toEqual(['Precertification', 'Benefit Notes']);
    expect((await precert(1000001, 'e0114')).Precertification).toContain('No precertification is required for <strong>E0114</strong>');
    expect((await precert(1000001, 'E0601')).Precertification).toContain('requires precertification');
  });

  it('answers by the member’s plan: knee arthroscopy needs precertification under the Silver HMO, not the Gold PPO', async () => {
    const silverMember = await memberCoveredBy('Evergreen Silver HMO');
    expect((await precert(silverMember, '29881')).Precertification).toContain('requires precertification under the Evergreen Silver HMO plan');
    expect((await precert(1000001, '29881')).Precertification).toContain('No precertification is required');
  });

  it('answers 404 unknown, 400 malformed codes, 403 secure group and callers without access', async () => {
    expect((await call('GET', precertPath(999999, '73721'), callers.provider)).statusCode).toBe(404);
    for (const code of ['737', '73721-26', 'ABCDEFGH', '<b>']) {
      expect((await call('GET', precertPath(1000001, code), callers.provider)).statusCode, code).toBe(400);
    }
    const secure = await call('GET', precertPath(1000003, '73721'), callers.provider);
    expect(secure.statusCode).toBe(403);
    expect(secure.json().message).toBe(memberAreaMessages.benefits.secureCoverage);
    for (const token of [callers.limited, callers.employee, callers.impersonating]) {
      expect((await call('GET', precertPath(1000001, '73721'), token)).statusCode).toBe(403);
    }
  });
});
