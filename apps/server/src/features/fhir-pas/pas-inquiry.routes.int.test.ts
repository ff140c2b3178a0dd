import { eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationChangeRequests, authorizations, members, pasInquiries, pasTransactions } from '../../db/schema.js';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { commandStatements, countStatements } from '../../test/count-statements.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createPasRepository } from './pas.repository.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { guideExample, hasGuideMaterial } from '../../test/pas-guide-test-support.js';

/**
 * PAS inquiries and references outside the bundle (issue 32): an inquiry answers the requests that match it (the
 * member and the provider, and where given the trace numbers, the authorization number and the service dates), each
 * answer with its own identifiers; a request or an inquiry may name what the bundle leaves out (an earlier Claim, a
 * document the plan holds, an order), matched on identifiers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the guide's FHIR JSON, walked as the examples hold it
type Json = Record<string, any>;
let testApp: TestApp;
let sandbox: TestClientSystem;
let serial = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  sandbox = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
    organizationIdentifier: pasExampleNpis.requester,
  });
}, 60_000);
afterAll(() => testApp?.close());

const db = () => testApp.database.db;

async function post(operation: '$submit' | '$inquire', body: unknown) {
  const token = await sandbox.accessToken(operation === '$submit' ? 'system/Claim.c' : 'system/Claim.r');
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/fhir/Claim/${operation}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Json };
}

const pas = 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition';
const fresh = (bundle: Json): Json => ({ ...structuredClone(bundle), identifier: { system: 'urn:test:pas-inquiry', value: `Q${++serial}` } });
const claimResponseOf = (bundle: Json): Json => bundle.entry[0].resource;
const withoutItemExtension = (item: Json, name: string) => (item.extension ?? []).filter((extension: Json) => !extension.url.endsWith(`/${name}`));

/** A request of the guide's member and provider with its own Claim id and identifier, trace number and dates. */
function requestOf(file: string, tag: string, period: { start: string; end: string }): Json {
  const bundle = fresh(guideExample('ig-2.2.1', file));
  const claim = bundle.entry[0].resource;
  claim.id = `claim-${tag}`;
  bundle.entry[0].fullUrl = `http://example.org/fhir/Claim/claim-${tag}`;
  claim.identifier = [{ system: 'urn:trnorg:9012345678', value: `TRN-${tag}` }];
  for (const item of claim.item) {
    item.extension = [
      ...withoutItemExtension(item, 'extension-itemTraceNumber'),
      { url: `${pas}/extension-itemTraceNumber`, valueIdentifier: { system: 'http://example.org/ITEM_TRACE_NUMBER', value: `ITEM-${tag}-${item.sequence}` } },
    ];
    delete item.servicedDate;
    item.servicedPeriod = period;
  }
  return bundle;
}

/** The guide's inquiry, changed by `change` (its items carry what it asks by example). */
function inquiryOf(change: (claim: Json) => void = () => undefined): Json {
  const inquiry = fresh(guideExample('ig-2.2.1', 'Bundle-PASClaimInquiryBundleExample.json'));
  change(inquiry.entry[0].resource);
  return inquiry;
}

/** The inquiries kept with these Bundle.identifier values. */
const keptInquiries = (values: readonly string[]) =>
  db()
    .select({
      bundleValue: sql<string>`${pasInquiries.request} -> 'identifier' ->> 'value'`,
      response: pasInquiries.response,
      authorizationId: pasInquiries.authorizationId,
    })
    .from(pasInquiries)
    .where(inArray(sql`${pasInquiries.request} -> 'identifier' ->> 'value'`, [...values]));

const answersOf = (found: { body: Json }): Json[] => (found.body.parameter ?? []).map((parameter: Json) => claimResponseOf(parameter.resource));

describe.skipIf(!hasGuideMaterial)('PAS inquiry and references outside the bundle', () => {
  let referral: Json;
  let surgery: Json;
  let referralAnswer: Json;
  let surgeryAnswer: Json;

  beforeAll(async () => {
    referral = requestOf('Bundle-ReferralAuthorizationBundleExample.json', 'REF', { start: '2027-02-01', end: '2027-02-10' });
    surgery = requestOf('Bundle-SurgicalRequestBundleExample.json', 'SURG', { start: '2027-05-01', end: '2027-05-03' });
    referralAnswer = claimResponseOf((await post('$submit', referral)).body);
    surgeryAnswer = claimResponseOf((await post('$submit', surgery)).body);
    expect(referralAnswer.preAuthRef).toBeDefined();
    expect(surgeryAnswer.preAuthRef).toBeDefined();
  });

  it('sends a bounded number of statements for an $inquire naming one authorization', async () => {
    const inquiry = inquiryOf((claim) => {
      claim.insurance[0].preAuthRef = [referralAnswer.preAuthRef];
    });
    await post('$inquire', inquiry);
    // The token first: only the inquiry is counted.
    const token = await sandbox.accessToken('system/Claim.r');
    const { result, statements } = await countStatements(db(), async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/fhir/Claim/$inquire',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' },
        payload: JSON.stringify({ ...inquiry, identifier: { system: 'urn:test:pas-inquiry', value: `Q${++serial}` } }),
      });
      return { status: response.statusCode, body: response.json() as Json };
    });
    expect(result.status).toBe(200);
    expect(answersOf(result).map((answer) => answer.preAuthRef)).toEqual([referralAnswer.preAuthRef]);
    // The submissions above woke the event consumers, which may still be running: their statements are not the inquiry's.
    const own = commandStatements(statements);
    // The token, the client's locations (two reads at once), the member, the throttle's standing (a match takes no
    // lock), the authorizations that match with all the answer tells of them (one statement), the audit row (batched
    // with others' on PostgreSQL) and the stored exchange (batched too).
    expect(own.length).toBeLessThanOrEqual(8);
    console.info(`PAS $inquire: ${own.length} statements`);
  });

  it('keeps each of many inquiries sent at once as its own exchange', async () => {
    const inquiries = Array.from({ length: 6 }, (_, index) =>
      inquiryOf((claim) => {
        claim.insurance[0].preAuthRef = [index % 2 === 0 ? referralAnswer.preAuthRef : surgeryAnswer.preAuthRef];
      }),
    );
    const answers = await Promise.all(inquiries.map((inquiry) => post('$inquire', inquiry)));
    expect(answers.map((answer) => answer.status)).toEqual(inquiries.map(() => 200));
    const kept = await keptInquiries(inquiries.map((inquiry) => inquiry.identifier.value));
    expect(kept).toHaveLength(inquiries.length);
    inquiries.forEach((inquiry, index) => {
      const row = kept.find((candidate) => candidate.bundleValue === inquiry.identifier.value);
      expect(row?.response).toEqual(answers[index]?.body);
      expect(row?.authorizationId).toEqual(expect.any(Number));
    });
  });

  it('stores the inquiries kept at the same moment in one insert, and a row that cannot be stored fails alone', async () => {
    const [{ accountId }] = (await db().select({ accountId: pasTransactions.accountId }).from(pasTransactions).limit(1)) as [{ accountId: number }];
    const repository = createPasRepository(db());
    const inquiry = (value: string, authorizationId: number | null) => ({
      accountId,
      bundleIdentifier: `urn:test:pas-inquiry|${value}`,
      authorizationId,
      claimId: null,
      requestJson: JSON.stringify({ resourceType: 'Bundle', identifier: { system: 'urn:test:pas-inquiry', value } }),
      responseJson: JSON.stringify({ resourceType: 'Parameters', parameter: [] }),
      httpStatus: 200,
      receivedAt: new Date(),
    });
    const values = [`B${++serial}`, `B${++serial}`, `B${++serial}`];
    const { result, statements } = await countStatements(db(), () =>
      Promise.allSettled([repository.saveInquiry(inquiry(values[0] as string, null)), repository.saveInquiry(inquiry(values[1] as string, null))]),
    );
    expect(result.map((settled) => settled.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(statements.filter((statement) => statement.startsWith('insert into "pas_inquiries"'))).toHaveLength(1);

    // An authorization that does not exist breaks the batch's foreign key: the others are stored all the same.
    const withBadRow = await Promise.allSettled([
      repository.saveInquiry(inquiry(values[2] as string, null)),
      repository.saveInquiry(inquiry(`B${++serial}`, 2_000_000_000)),
    ]);
    expect(withBadRow.map((settled) => settled.status)).toEqual(['fulfilled', 'rejected']);
    expect((await keptInquiries(values)).map((row) => row.bundleValue).sort()).toEqual([...values].sort());
  });

  it('answers the requests that match the trace number, the authorization number or the service dates, not every request of the member', async () => {
    const everything = answersOf(await post('$inquire', inquiryOf()));
    expect(everything.map((answer) => answer.preAuthRef)).toEqual(expect.arrayContaining([referralAnswer.preAuthRef, surgeryAnswer.preAuthRef]));

    const byTrace = await post(
      '$inquire',
      inquiryOf((claim) => {
        claim.item[0].extension.push({
          url: `${pas}/extension-itemTraceNumber`,
          valueIdentifier: { system: 'http://example.org/ITEM_TRACE_NUMBER', value: 'ITEM-SURG-1' },
        });
      }),
    );
    expect(byTrace.status).toBe(200);
    expect(answersOf(byTrace).map((answer) => answer.preAuthRef)).toEqual([surgeryAnswer.preAuthRef]);

    const byNumber = answersOf(
      await post(
        '$inquire',
        inquiryOf((claim) => {
          claim.insurance[0].preAuthRef = [referralAnswer.preAuthRef];
        }),
      ),
    );
    expect(byNumber.map((answer) => answer.preAuthRef)).toEqual([referralAnswer.preAuthRef]);

    const byEitherNumber = answersOf(
      await post(
        '$inquire',
        inquiryOf((claim) => {
          claim.insurance[0].preAuthRef = [referralAnswer.preAuthRef, surgeryAnswer.preAuthRef, referralAnswer.preAuthRef];
        }),
      ),
    );
    expect(byEitherNumber.map((answer) => answer.preAuthRef).sort()).toEqual([referralAnswer.preAuthRef, surgeryAnswer.preAuthRef].sort());

    const byDates = answersOf(
      await post(
        '$inquire',
        inquiryOf((claim) => {
          claim.billablePeriod = { start: '2027-05-02', end: '2027-05-02' };
        }),
      ),
    );
    expect(byDates.map((answer) => answer.preAuthRef)).toEqual([surgeryAnswer.preAuthRef]);

    // Criteria narrow together: the referral's trace number with the surgery's dates matches nothing.
    const none = await post(
      '$inquire',
      inquiryOf((claim) => {
        claim.item[0].extension.push({
          url: `${pas}/extension-itemTraceNumber`,
          valueIdentifier: { system: 'http://example.org/ITEM_TRACE_NUMBER', value: 'ITEM-REF-1' },
        });
        claim.billablePeriod = { start: '2027-05-01', end: '2027-05-03' };
      }),
    );
    expect(none.status).toBe(200);
    expect(none.body.parameter ?? []).toEqual([]);
  });

  it('gives each answer its own identifiers, and the inquiry\u2019s Bundle.identifier on each bundle', async () => {
    const inquiry = inquiryOf();
    const found = await post('$inquire', inquiry);
    const bundles: Json[] = found.body.parameter.map((parameter: Json) => parameter.resource);
    for (const [sent, first] of [
      [referral, referralAnswer],
      [surgery, surgeryAnswer],
    ] as const) {
      const bundle = bundles.find((candidate) => claimResponseOf(candidate).preAuthRef === first.preAuthRef) as Json;
      const answer = claimResponseOf(bundle);
      expect(bundle.identifier).toEqual(inquiry.identifier);
      expect(answer.identifier).toEqual(first.identifier);
      expect(answer.identifier[0]).toEqual(sent.entry[0].resource.identifier[0]);
      expect(answer.request).toEqual(first.request);
      expect(answer.request.reference).toBe(`Claim/${sent.entry[0].resource.id}`);
    }
  });

  it('accepts references to what the bundle leaves out: a held document, an order elsewhere, an earlier Claim named by its identifier', async () => {
    const outside = requestOf('Bundle-ReferralAuthorizationBundleExample.json', 'OUT', { start: '2027-07-01', end: '2027-07-02' });
    const claim = outside.entry[0].resource;
    claim.supportingInfo = [
      ...(claim.supportingInfo ?? []),
      {
        sequence: 99,
        category: { coding: [{ system: 'http://hl7.org/fhir/us/davinci-pas/CodeSystem/PASTempCodes', code: 'additionalInformation' }] },
        valueReference: { reference: 'DocumentReference/held-by-the-plan' },
      },
    ];
    claim.item[0].extension = [
      ...withoutItemExtension(claim.item[0], 'extension-requestedService'),
      { url: `${pas}/extension-requestedService`, valueReference: { reference: 'https://ehr.example.org/fhir/ServiceRequest/elsewhere' } },
    ];
    const first = await post('$submit', outside);
    expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(200);
    const firstAnswer = claimResponseOf(first.body);

    // An update naming the earlier Claim only by its identifier (the Claim itself is not in the bundle).
    const update = requestOf('Bundle-ReferralAuthorizationBundleExample.json', 'OUT-UPD', { start: '2027-07-01', end: '2027-07-02' });
    const updated = update.entry[0].resource;
    updated.related = [
      {
        claim: { identifier: { system: 'urn:trnorg:9012345678', value: 'TRN-OUT' } },
        relationship: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/ex-relatedclaimrelationship', code: 'prior' }] },
      },
    ];
    updated.item[0].sequence = 2;
    updated.item[0].productOrService = { coding: [{ system: 'http://www.ama-assn.org/go/cpt', code: '97110' }] };
    const [saved] = await db().select({ id: authorizations.id }).from(authorizations).where(eq(authorizations.authorizationNumber, firstAnswer.preAuthRef));
    const answer = await post('$submit', update);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    expect(claimResponseOf(answer.body).preAuthRef).toBe(firstAnswer.preAuthRef);
    const changes = await db()
      .select({ kind: authorizationChangeRequests.kind, cptCode: authorizationChangeRequests.cptCode })
      .from(authorizationChangeRequests)
      .where(eq(authorizationChangeRequests.authorizationId, saved?.id ?? 0));
    expect(changes).toEqual([{ kind: 'added-procedure', cptCode: '97110' }]);

    // An inquiry naming an earlier Claim it does not carry.
    const inquiry = inquiryOf((inquired) => {
      inquired.related = [{ claim: { reference: 'Claim/claim-OUT' } }];
      inquired.insurance[0].preAuthRef = [firstAnswer.preAuthRef];
    });
    const found = await post('$inquire', inquiry);
    expect(found.status, JSON.stringify(found.body).slice(0, 300)).toBe(200);
    expect(answersOf(found).map((found) => found.preAuthRef)).toEqual([firstAnswer.preAuthRef]);
  });
  it('refuses an update that names the client\u2019s own earlier Claim for another member, and changes nothing', async () => {
    const first = requestOf('Bundle-ReferralAuthorizationBundleExample.json', 'MINE', { start: '2027-08-01', end: '2027-08-02' });
    const firstAnswer = claimResponseOf((await post('$submit', first)).body);
    const [other] = await db()
      .select({ memberId: members.memberId, dob: members.dob, firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(ne(members.memberId, '12345678901'))
      .limit(1);
    const update = requestOf('Bundle-ReferralAuthorizationBundleExample.json', 'MINE-UPD', { start: '2027-08-01', end: '2027-08-02' });
    update.entry[0].resource.related = [{ claim: { reference: 'Claim/claim-MINE' } }];
    update.entry[0].resource.item[0].productOrService = { coding: [{ system: 'http://www.ama-assn.org/go/cpt', code: '97110' }] };
    const patient = update.entry.find((entry: Json) => entry.resource.resourceType === 'Patient').resource;
    patient.identifier = [{ system: 'http://example.org/MIN', value: other?.memberId }];
    patient.birthDate = String(other?.dob).slice(0, 10);
    patient.name = [{ family: other?.lastName, given: [other?.firstName] }];
    const coverage = update.entry.find((entry: Json) => entry.resource.resourceType === 'Coverage').resource;
    coverage.subscriberId = other?.memberId;
    delete coverage.identifier;
    const before = await db().select({ id: authorizationChangeRequests.id }).from(authorizationChangeRequests);
    const refused = await post('$submit', update);
    expect(refused.status, JSON.stringify(refused.body).slice(0, 300)).toBe(404);
    expect(refused.body.resourceType).toBe('OperationOutcome');
    expect(JSON.stringify(refused.body)).not.toContain(firstAnswer.preAuthRef);
    expect(await db().select({ id: authorizationChangeRequests.id }).from(authorizationChangeRequests)).toEqual(before);
  });
});
