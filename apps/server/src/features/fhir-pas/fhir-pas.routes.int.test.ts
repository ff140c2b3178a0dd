import { endpointPath, reviewEndpoints } from '@portal/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationChangeRequests,
  authorizationDocuments,
  authorizationProcedures,
  authorizations,
  members,
  pasInquiries,
  pasTransactions,
  providerLocations,
  reviewItems,
} from '../../db/schema.js';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { checkAgainstProfile, guideExample, guideExamplesOf, hasGuideMaterial } from '../../test/pas-guide-test-support.js';

/**
 * The Da Vinci PAS API through HTTP (issue 20): every request example of the guide (2.2.1 and 2.0.1) is accepted
 * and decided, its response holds against the guide's profiles; bad bundles get one OperationOutcome and change
 * nothing; a replay creates nothing; another organization's client sees nothing of ours; inquiries read the
 * current state, of PAS and portal requests alike.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the guide's FHIR JSON, walked as the examples hold it
type Json = Record<string, any>;
let testApp: TestApp;
let sandbox: TestClientSystem;
let stranger: TestClientSystem;
let serial = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  sandbox = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
    organizationIdentifier: pasExampleNpis.requester,
  });
  // Another organization: one demo provider that is not the guide's.
  const [other] = await testApp.database.db.select({ npi: providerLocations.npi }).from(providerLocations).where(eq(providerLocations.locationId, 1));
  stranger = await registerTestClientSystem(testApp.app, { npis: [other?.npi ?? '1000000004'], organizationIdentifier: 'other-org' });
}, 60_000);
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const rows = async (table: typeof authorizations | typeof pasTransactions | typeof authorizationChangeRequests) =>
  Number((await db().select({ value: count() }).from(table))[0]?.value);

async function post(operation: '$submit' | '$inquire', body: unknown, client: TestClientSystem = sandbox, contentType = 'application/fhir+json') {
  const token = await client.accessToken(operation === '$submit' ? 'system/Claim.c' : 'system/Claim.r');
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/fhir/Claim/${operation}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, type: String(response.headers['content-type']), body: response.json() as Json };
}

/** An example with its own Bundle.identifier, so examples sharing one (A12345) are separate submissions. */
const fresh = (bundle: Json): Json => ({ ...structuredClone(bundle), identifier: { system: 'urn:test:pas', value: `T${++serial}` } });
const claimResponseOf = (bundle: Json): Json => bundle.entry[0].resource;
const reviewActionsOf = (claimResponse: Json): string[] =>
  claimResponse.item.map(
    (item: Json) =>
      item.adjudication[0].extension
        .find((extension: Json) => extension.url.endsWith('extension-reviewAction'))
        .extension.find((inner: Json) => inner.url.endsWith('extension-reviewActionCode')).valueCodeableConcept.coding[0].code,
  );

describe.skipIf(!hasGuideMaterial)('Da Vinci PAS', () => {
  it('says what it supports at /fhir/metadata, without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/fhir/metadata' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/fhir+json');
    const statement = response.json() as Json;
    expect(statement.resourceType).toBe('CapabilityStatement');
    const claim = statement.rest[0].resource.find((resource: Json) => resource.type === 'Claim');
    expect(claim.operation.map((operation: Json) => operation.name).sort()).toEqual(['inquire', 'submit']);
  });

  it('holds answers against the profiles for real: a response without its outcome or its first ClaimResponse fails', async () => {
    const answer = await post('$submit', fresh(guideExample('ig-2.2.1', 'Bundle-SurgicalRequestBundleExample.json')));
    const { outcome: _outcome, ...withoutOutcome } = claimResponseOf(answer.body);
    expect(await checkAgainstProfile(withoutOutcome, 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/profile-claimresponse')).toContain(
      'ClaimResponse.outcome is required (profile-claimresponse)',
    );
    const reordered = { ...answer.body, entry: [...answer.body.entry].reverse() };
    expect((await checkAgainstProfile(reordered, 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/profile-pas-response-bundle')).join()).toContain(
      'ClaimResponseFirst',
    );
  });

  for (const version of ['ig-2.2.1', 'ig-2.0.1'] as const) {
    it(`accepts and decides every request example of ${version}, answering the guide's response profiles`, async () => {
      const examples = guideExamplesOf(version, 'profile-pas-request-bundle');
      expect(examples.length).toBeGreaterThanOrEqual(4);
      // The update refers to the homecare request by its Claim: that one goes first.
      const ordered = [...examples].sort((a, b) => Number(a.file.includes('Update')) - Number(b.file.includes('Update')));
      for (const { file, bundle } of ordered) {
        const sent = fresh(bundle);
        const answer = await post('$submit', sent);
        expect(answer.status, `${file}: ${JSON.stringify(answer.body).slice(0, 400)}`).toBe(200);
        expect(answer.type).toContain('application/fhir+json');
        expect(answer.body.identifier).toEqual(sent.identifier);
        expect(await checkAgainstProfile(answer.body, 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/profile-pas-response-bundle'), file).toEqual([]);
        const claimResponse = claimResponseOf(answer.body);
        expect(await checkAgainstProfile(claimResponse, 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/profile-claimresponse'), file).toEqual([]);
        expect(claimResponse.outcome, file).not.toBe('error');
        const sentSequences = sent.entry[0].resource.item
          .filter((item: Json) => !JSON.stringify(item.extension ?? []).includes('"code":"3"'))
          .map((item: Json) => item.sequence);
        for (const sequence of sentSequences)
          expect(
            claimResponse.item.map((item: Json) => item.itemSequence),
            file,
          ).toContain(sequence);
        expect(
          reviewActionsOf(claimResponse).every((code) => ['A1', 'A3', 'A4', 'A6'].includes(code)),
          file,
        ).toBe(true);
        const [saved] = await db()
          .select({ id: authorizations.id, qhid: authorizations.qhid })
          .from(authorizations)
          .where(eq(authorizations.authorizationNumber, claimResponse.preAuthRef));
        expect(saved, file).toBeDefined();
        const [member] = await db()
          .select({ memberId: members.memberId })
          .from(members)
          .where(eq(members.qhid, saved?.qhid ?? 0));
        expect(member?.memberId).toBe('12345678901');
      }
    }, 60_000);
  }

  it('pends an X12 service type for a reviewer (A4), who finds it in the queue; a later inquiry reads the decision', async () => {
    const referral = fresh(guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json'));
    const answer = await post('$submit', referral);
    const claimResponse = claimResponseOf(answer.body);
    expect(reviewActionsOf(claimResponse)).toEqual(['A4']);
    // As the guide's pending example: the request is processed (complete); its item waits (A4).
    expect(claimResponse.outcome).toBe('complete');
    const [saved] = await db()
      .select({ id: authorizations.id, priority: authorizations.priority })
      .from(authorizations)
      .where(eq(authorizations.authorizationNumber, claimResponse.preAuthRef));
    // Level of service "U" (urgent): the 72-hour clock.
    expect(saved?.priority).toBe('expedited');
    const [item] = await db()
      .select()
      .from(reviewItems)
      .where(eq(reviewItems.authorizationId, saved?.id ?? 0));
    expect(item?.state).toBe('open');
    // The DocumentReference's inline note is now one of the authorization's clinical documents.
    const files = await db()
      .select({ fileName: authorizationDocuments.fileName, contentType: authorizationDocuments.contentType })
      .from(authorizationDocuments)
      .where(eq(authorizationDocuments.authorizationId, saved?.id ?? 0));
    expect(files).toEqual([{ fileName: expect.stringMatching(/^Online Referral-Clinical .*\.txt$/), contentType: expect.stringContaining('text/plain') }]);

    const reviewer = await tokenOf(testApp.app, 'reviewer@example.com');
    const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
      testApp.app.inject({ method, url: `/api${path}`, headers: { authorization: `Bearer ${reviewer}` }, ...(payload ? { payload } : {}) });
    const queue = (await call('GET', `${endpointPath(reviewEndpoints.queue)}?search=${claimResponse.preAuthRef}`)).json() as Json;
    expect(queue.rows.map((row: Json) => row.id)).toContain(item?.id);
    expect((await call('POST', endpointPath(reviewEndpoints.claim, { id: item?.id }))).statusCode).toBe(200);
    const detail = (await call('GET', endpointPath(reviewEndpoints.item, { id: item?.id }))).json() as Json;
    const decided = await call('POST', endpointPath(reviewEndpoints.decide, { id: item?.id }), {
      lines: detail.lines.map((line: Json) => ({ lineId: line.lineId, action: 'approve' })),
    });
    expect(decided.statusCode).toBe(200);

    const inquiry = guideExample('ig-2.2.1', 'Bundle-PASClaimInquiryBundleExample.json');
    const found = await post('$inquire', fresh(inquiry));
    expect(found.status).toBe(200);
    expect(found.body.resourceType).toBe('Parameters');
    const mine = found.body.parameter
      .map((parameter: Json) => claimResponseOf(parameter.resource))
      .find((response: Json) => response.preAuthRef === claimResponse.preAuthRef);
    expect(mine).toBeDefined();
    expect(reviewActionsOf(mine)).toEqual(['A1']);
    expect(mine.item[0].itemSequence).toBe(1);
    for (const parameter of found.body.parameter) {
      expect(
        await checkAgainstProfile(parameter.resource, 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/profile-pas-inquiry-response-bundle'),
      ).toEqual([]);
    }
    // A 2.0.1 client's inquiry bundle is read too.
    const legacy = await post('$inquire', fresh(guideExample('ig-2.0.1', 'Bundle-PASClaimInquiryBundleExample.json')));
    expect(legacy.status).toBe(200);
    expect(legacy.body.parameter.length).toBeGreaterThan(0);
  });

  it('answers a replayed Bundle.identifier with the first response and creates nothing', async () => {
    const bundle = fresh(guideExample('ig-2.2.1', 'Bundle-SurgicalRequestBundleExample.json'));
    const first = await post('$submit', bundle);
    const [authorizationsBefore, transactionsBefore] = [await rows(authorizations), await rows(pasTransactions)];
    const [again, alsoAgain] = await Promise.all([post('$submit', bundle), post('$submit', bundle)]);
    expect(again.body).toEqual(first.body);
    expect(alsoAgain.body).toEqual(first.body);
    expect(await rows(authorizations)).toBe(authorizationsBefore);
    expect(await rows(pasTransactions)).toBe(transactionsBefore);
  });

  it('keeps each exchange as it was parsed and as it was answered, as FHIR JSON or plain JSON, whatever numbers the text wrote', async () => {
    // Submissions are kept in pas_transactions, inquiries in pas_inquiries: the same columns for these reads.
    const stored = async (kind: 'submit' | 'inquire', bundleValue: string) => {
      const table = kind === 'submit' ? pasTransactions : pasInquiries;
      const [row] = await db()
        .select({
          response: table.response,
          // The first item's sequence as the stored JSON writes it.
          sequence: sql<string>`${table.request} -> 'entry' -> 0 -> 'resource' -> 'item' -> 0 ->> 'sequence'`,
        })
        .from(table)
        .where(sql`${table.request} -> 'identifier' ->> 'value' = ${bundleValue}`);
      return row;
    };
    // The first item's sequence written 1.000… with 20,000 zeros: 1 to a JSON reader, and more decimals than
    // PostgreSQL's numeric holds, so the text as sent could not be stored.
    const writtenWithSequence = (bundle: Json) => {
      const marked = structuredClone(bundle);
      marked.entry[0].resource.item[0].sequence = 987654321;
      return JSON.stringify(marked).replace('"sequence":987654321', `"sequence":1.${'0'.repeat(20_000)}`);
    };

    const referral = fresh(guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json'));
    const submitted = await post('$submit', writtenWithSequence(referral));
    expect(submitted.status).toBe(200);
    const submission = await stored('submit', referral.identifier.value);
    expect(submission?.response).toEqual(submitted.body);
    expect(submission?.sequence).toBe('1');

    const inquiry = fresh(guideExample('ig-2.2.1', 'Bundle-PASClaimInquiryBundleExample.json'));
    const found = await post('$inquire', writtenWithSequence(inquiry), sandbox, 'application/json');
    expect(found.status).toBe(200);
    expect(found.type).toContain('application/fhir+json');
    const inquired = await stored('inquire', inquiry.identifier.value);
    expect(inquired?.response).toEqual(found.body);
    expect(inquired?.sequence).toBe('1');
  });

  it('cancels a pended request and adds the update\u2019s new line as a change for review', async () => {
    const original = fresh(guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json'));
    const pended = claimResponseOf((await post('$submit', original)).body);
    const cancel = fresh(original);
    for (const item of cancel.entry[0].resource.item) {
      item.extension = item.extension.map((extension: Json) =>
        extension.url.endsWith('extension-certificationType')
          ? { ...extension, valueCodeableConcept: { coding: [{ system: 'https://codesystem.x12.org/005010/1322', code: '3' }] } }
          : extension,
      );
      item.extension = item.extension.map((extension: Json) =>
        extension.url.endsWith('extension-authorizationNumber') ? { ...extension, valueString: pended.preAuthRef } : extension,
      );
    }
    const cancelled = await post('$submit', cancel);
    expect(cancelled.status).toBe(200);
    expect(reviewActionsOf(claimResponseOf(cancelled.body))).toEqual(['A3']);
    const [row] = await db()
      .select({ status: authorizations.status, id: authorizations.id })
      .from(authorizations)
      .where(eq(authorizations.authorizationNumber, pended.preAuthRef));
    expect(row?.status).toBe('Cancelled');
    const [item] = await db()
      .select({ state: reviewItems.state })
      .from(reviewItems)
      .where(eq(reviewItems.authorizationId, row?.id ?? 0));
    expect(item?.state).not.toBe('open');

    const homecare = fresh(guideExample('ig-2.2.1', 'Bundle-HomecareAuthorizationBundleExample.json'));
    const first = claimResponseOf((await post('$submit', homecare)).body);
    const changesBefore = await rows(authorizationChangeRequests);
    const update = fresh(guideExample('ig-2.2.1', 'Bundle-HomecareAuthorizationUpdateBundleExample.json'));
    const updated = claimResponseOf((await post('$submit', update)).body);
    expect(updated.preAuthRef).toBe(first.preAuthRef);
    expect(await rows(authorizationChangeRequests)).toBe(changesBefore + 1);
    const [change] = await db().select().from(authorizationChangeRequests).where(eq(authorizationChangeRequests.cptCode, 'B4185'));
    expect(change?.kind).toBe('added-procedure');
  });

  it('asks for more units of a line (certification type 4) as the portal\u2019s change request on the same authorization', async () => {
    const surgery = fresh(guideExample('ig-2.2.1', 'Bundle-SurgicalRequestBundleExample.json'));
    const first = claimResponseOf((await post('$submit', surgery)).body);
    const extension = fresh(surgery);
    const item = extension.entry[0].resource.item[0];
    item.quantity = { value: 2 };
    item.servicedPeriod = { start: '2026-12-01', end: '2026-12-31' };
    item.extension = item.extension.map((entry: Json) =>
      entry.url.endsWith('extension-certificationType')
        ? { ...entry, valueCodeableConcept: { coding: [{ system: 'https://codesystem.x12.org/005010/1322', code: '4' }] } }
        : entry.url.endsWith('extension-authorizationNumber')
          ? { ...entry, valueString: first.preAuthRef }
          : entry,
    );
    const before = await rows(authorizations);
    // Sent twice at once (a retry while the first is still deciding): one change, one answer.
    const [answer, retried] = await Promise.all([post('$submit', extension), post('$submit', extension)]);
    expect(answer.status).toBe(200);
    expect(retried.body).toEqual(answer.body);
    expect(claimResponseOf(answer.body).preAuthRef).toBe(first.preAuthRef);
    expect(await rows(authorizations)).toBe(before);
    const [saved] = await db().select({ id: authorizations.id }).from(authorizations).where(eq(authorizations.authorizationNumber, first.preAuthRef));
    const changes = await db()
      .select()
      .from(authorizationChangeRequests)
      .where(eq(authorizationChangeRequests.authorizationId, saved?.id ?? 0));
    expect(changes).toEqual([expect.objectContaining({ kind: 'additional-units', units: 2, startDate: '2026-12-01', endDate: '2026-12-31' })]);
  });

  it('finds no member by a member id alone: it takes the date of birth, or both names', async () => {
    const bundle = fresh(guideExample('ig-2.2.1', 'Bundle-MedicalServicesAuthorizationBundleExample.json'));
    const patient = bundle.entry.find((entry: Json) => entry.resource.resourceType === 'Patient').resource;
    delete patient.name;
    const before = await rows(authorizations);
    const answer = await post('$submit', bundle);
    expect(claimResponseOf(answer.body).outcome).toBe('error');
    expect(JSON.stringify(answer.body)).not.toContain('SMITH');
    expect(await rows(authorizations)).toBe(before);
    const withBirthDate = fresh(bundle);
    withBirthDate.entry.find((entry: Json) => entry.resource.resourceType === 'Patient').resource.birthDate = '1965-04-12';
    expect(claimResponseOf((await post('$submit', withBirthDate)).body).outcome).toBe('complete');
  });

  it('tells a request for an unknown member that the member is not found, and saves no authorization', async () => {
    const bundle = fresh(guideExample('ig-2.2.1', 'Bundle-MedicalServicesAuthorizationBundleExample.json'));
    const patient = bundle.entry.find((entry: Json) => entry.resource.resourceType === 'Patient').resource;
    patient.identifier = [{ system: 'http://example.org/MIN', value: '99999999999' }];
    const before = await rows(authorizations);
    const answer = await post('$submit', bundle);
    expect(answer.status).toBe(200);
    const claimResponse = claimResponseOf(answer.body);
    expect(claimResponse.outcome).toBe('error');
    expect(claimResponse.error[0].code.coding[0].code).toBe('75');
    expect(await rows(authorizations)).toBe(before);
  });

  it('keeps the request but not an attachment whose bytes are not what its type says, and tells so', async () => {
    const referral = fresh(guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json'));
    const document = referral.entry.find((entry: Json) => entry.resource.resourceType === 'DocumentReference').resource;
    document.content = [{ attachment: { contentType: 'application/pdf', title: 'notes.pdf', data: Buffer.from('plain words, no PDF').toString('base64') } }];
    const documentsBefore = (await db().select({ count: count() }).from(authorizationDocuments))[0]?.count;
    const answer = await post('$submit', referral);
    expect(answer.status).toBe(200);
    const claimResponse = claimResponseOf(answer.body);
    expect(claimResponse.preAuthRef).toEqual(expect.any(String));
    expect(JSON.stringify(claimResponse.processNote ?? [])).toMatch(/was not kept/);
    expect((await db().select({ count: count() }).from(authorizationDocuments))[0]?.count).toBe(documentsBefore);
  });

  it('refuses what is not a PAS bundle with one OperationOutcome (4xx) and changes nothing', async () => {
    const valid = guideExample('ig-2.2.1', 'Bundle-MedicalServicesAuthorizationBundleExample.json');
    const withoutClaimFirst = fresh(valid);
    withoutClaimFirst.entry.reverse();
    const danglingReference = fresh(valid);
    danglingReference.entry[0].resource.patient = { reference: 'Patient/NotInTheBundle' };
    const wrongType = fresh(valid);
    wrongType.entry.push({ fullUrl: 'urn:uuid:1', resource: { resourceType: 'Account', status: 'active' } });
    const executable = fresh(guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json'));
    const document = executable.entry.find((entry: Json) => entry.resource.resourceType === 'DocumentReference').resource;
    document.content = [{ attachment: { contentType: 'application/x-msdownload', data: Buffer.from('MZ').toString('base64') } }];
    const itemNotAList = fresh(valid);
    itemNotAList.entry[0].resource.item = { sequence: 1 };
    const identifierOfAnotherType = fresh(valid);
    identifierOfAnotherType.entry.find((entry: Json) => entry.resource.resourceType === 'Patient').resource.identifier = 5;
    const codingOfAnotherType = fresh(valid);
    codingOfAnotherType.entry[0].resource.item[0].productOrService = { coding: 'HCPCS 99212' };
    const bomb = fresh(guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json'));
    bomb.entry.find((entry: Json) => entry.resource.resourceType === 'DocumentReference').resource.content = [
      { attachment: { contentType: 'application/pdf', data: { length: 300_000_000 } } },
    ];
    const deepHolder = fresh(valid);
    deepHolder.entry[0].resource.item[0].modifierExtension = 'DEEP';
    const deep = JSON.stringify(deepHolder).replace('"DEEP"', `${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    const cases: [string, unknown][] = [
      ['attachment data that is no base64 string', bomb],
      ['elements nested 20,000 deep', deep],
      ['Claim.item not a list', itemNotAList],
      ['Patient.identifier of another type', identifierOfAnotherType],
      ['a coding of another type', codingOfAnotherType],
      ['an attachment of a type the plan does not take', executable],
      ['not JSON', '{"resourceType": "Bundle", '],
      ['not a bundle', { resourceType: 'Parameters' }],
      ['an empty bundle', { resourceType: 'Bundle', type: 'collection', identifier: { system: 'urn:test', value: 'empty' }, entry: [] }],
      ['no Claim first', withoutClaimFirst],
      ['a reference to no entry', danglingReference],
      ['a resource type that does not belong', wrongType],
      ['no body', ''],
    ];
    const [authorizationsBefore, transactionsBefore] = [await rows(authorizations), await rows(pasTransactions)];
    for (const [label, body] of cases) {
      const answer = await post('$submit', body);
      expect(answer.status, label).toBeGreaterThanOrEqual(400);
      expect(answer.status, label).toBeLessThan(500);
      expect(answer.type, label).toContain('application/fhir+json');
      expect(answer.body.resourceType, label).toBe('OperationOutcome');
      expect(answer.body.issue.length, label).toBeGreaterThan(0);
    }
    const wrongMedia = await post('$submit', 'resourceType=Bundle', sandbox, 'text/plain');
    expect(wrongMedia.status).toBe(415);
    expect(wrongMedia.body.resourceType).toBe('OperationOutcome');
    expect(await rows(authorizations)).toBe(authorizationsBefore);
    expect(await rows(pasTransactions)).toBe(transactionsBefore);
  });

  it('lets another organization\u2019s client submit nothing for our providers and find nothing of ours', async () => {
    const before = await rows(authorizations);
    const refused = await post('$submit', fresh(guideExample('ig-2.2.1', 'Bundle-MedicalServicesAuthorizationBundleExample.json')), stranger);
    expect(refused.status).toBe(403);
    expect(refused.body.resourceType).toBe('OperationOutcome');
    expect(await rows(authorizations)).toBe(before);
    const inquiry = await post('$inquire', fresh(guideExample('ig-2.2.1', 'Bundle-PASClaimInquiryBundleExample.json')), stranger);
    expect(inquiry.status).toBe(403);
    expect(JSON.stringify(inquiry.body)).not.toContain('preAuthRef');

    // Naming our authorization's number, as its own organization, cancels nothing.
    const ours = claimResponseOf((await post('$submit', fresh(guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json')))).body);
    const cancel = fresh(guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json'));
    const organization = cancel.entry.find((entry: Json) => entry.resource.resourceType === 'Organization' && entry.resource.id === 'UMOExample').resource;
    organization.identifier = [{ system: 'http://hl7.org/fhir/sid/us-npi', value: stranger.system.npis[0] }];
    for (const item of cancel.entry[0].resource.item) {
      item.extension = item.extension.map((extension: Json) =>
        extension.url.endsWith('extension-certificationType')
          ? { ...extension, valueCodeableConcept: { coding: [{ system: 'https://codesystem.x12.org/005010/1322', code: '3' }] } }
          : extension.url.endsWith('extension-authorizationNumber')
            ? { ...extension, valueString: ours.preAuthRef }
            : extension,
      );
    }
    const refusedCancel = await post('$submit', cancel, stranger);
    expect(refusedCancel.status).toBe(404);
    expect(JSON.stringify(refusedCancel.body)).not.toContain('preAuthRef');
    const [still] = await db().select({ status: authorizations.status }).from(authorizations).where(eq(authorizations.authorizationNumber, ours.preAuthRef));
    expect(still?.status).toBe('Pending');
  });

  it('answers an inquiry about a request made in the portal', async () => {
    const [portal] = await db()
      .select({
        number: authorizations.authorizationNumber,
        memberId: members.memberId,
        dob: members.dob,
        firstName: members.firstName,
        lastName: members.lastName,
        npi: providerLocations.npi,
        procedures: count(authorizationProcedures.id),
      })
      .from(authorizations)
      .innerJoin(members, eq(members.qhid, authorizations.qhid))
      .innerJoin(providerLocations, eq(providerLocations.locationId, authorizations.providerLocationId))
      .innerJoin(authorizationProcedures, eq(authorizationProcedures.authorizationId, authorizations.id))
      .groupBy(authorizations.authorizationNumber, members.memberId, members.dob, members.firstName, members.lastName, providerLocations.npi, authorizations.id)
      .orderBy(authorizations.id)
      .limit(1);
    if (!portal) throw new Error('The demo data has no portal authorization.');
    const client = await registerTestClientSystem(testApp.app, { npis: [portal.npi], organizationIdentifier: portal.npi });
    const inquiry = fresh(guideExample('ig-2.2.1', 'Bundle-PASClaimInquiryBundleExample.json'));
    const patient = inquiry.entry.find((entry: Json) => entry.resource.resourceType === 'Patient').resource;
    // The member is identified as in $submit: the member id with the birth date (issue 30).
    patient.identifier = [{ system: 'http://example.org/MIN', value: portal.memberId }];
    patient.birthDate = String(portal.dob).slice(0, 10);
    patient.name = [{ family: portal.lastName, given: [portal.firstName] }];
    const organization = inquiry.entry.find((entry: Json) => entry.resource.resourceType === 'Organization' && entry.resource.id === 'UMOExample').resource;
    organization.identifier = [{ system: 'http://hl7.org/fhir/sid/us-npi', value: portal.npi }];
    for (const item of inquiry.entry[0].resource.item)
      item.extension = [
        ...(item.extension ?? []).filter((extension: Json) => !extension.url.endsWith('extension-authorizationNumber')),
        { url: 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/extension-authorizationNumber', valueString: portal.number },
      ];
    const answer = await post('$inquire', inquiry, client);
    expect(answer.status).toBe(200);
    expect(answer.body.parameter).toHaveLength(1);
    const claimResponse = claimResponseOf(answer.body.parameter[0].resource);
    expect(claimResponse.preAuthRef).toBe(portal.number);
    expect(claimResponse.item).toHaveLength(Number(portal.procedures));
  });
});
