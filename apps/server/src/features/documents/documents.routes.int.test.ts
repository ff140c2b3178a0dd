import {
  authorizationMessages,
  clinicalUploadLimits,
  documentEndpoints,
  DocumentsResponseSchema,
  DocumentUrlResponseSchema,
  endpointPath,
  ErrorResponseSchema,
  SaveClinicalsResponseSchema,
  UploadLocationResponseSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationCallsOf } from '../../test/authorization-test-support.js';
import { auditReaderOf, createMemberAreaApp, findMemberAs, type MemberAreaCallers } from '../../test/member-test-support.js';

const text = authorizationMessages.clinicals;
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let callers: MemberAreaCallers;
let calls: ReturnType<typeof authorizationCallsOf>;
let audit: ReturnType<typeof auditReaderOf>;
let maria: number;
let authorization: { id: number; authorizationNumber: string };
beforeAll(async () => {
  callers = await createMemberAreaApp();
  calls = authorizationCallsOf(callers.testApp);
  audit = auditReaderOf(callers.testApp);
  maria = await calls.qhidOf('M100000001');
  const [first] = await calls.authorizationsOf(maria);
  authorization = { id: first?.id as number, authorizationNumber: first?.authorizationNumber as string };
});
afterAll(() => callers.testApp.close());

/** A request to the app outside the API's JSON routes (the blob URLs carry /api themselves). */
const raw = (method: 'PUT' | 'GET', url: string, body?: Buffer, contentType?: string) =>
  callers.testApp.app.inject({ method, url, ...(body ? { payload: body } : {}), headers: contentType ? { 'content-type': contentType } : {} });

async function uploadLocation(fileName: string, token = callers.provider, target = authorization) {
  const response = await calls.call('POST', endpointPath(documentEndpoints.uploadLocation), token, {
    qhid: maria,
    groupId: '',
    fileName,
    authorizationId: target.authorizationNumber,
  });
  expect(response.statusCode, response.body).toBe(200);
  return UploadLocationResponseSchema.parse(response.json());
}

/** Asks where to put the file, PUTs the bytes there, and answers the key. */
async function uploaded(fileName: string, bytes: Buffer) {
  const location = await uploadLocation(fileName);
  const put = await raw('PUT', location.documentPutUrl, bytes, location.documentPutHeaders['content-type']);
  expect(put.statusCode, put.body).toBe(200);
  return location.documentKey;
}

const save = (clinicals: { documentKey: string; fileName: string }[], token = callers.provider) =>
  calls.call('POST', endpointPath(documentEndpoints.save), token, {
    qhid: maria,
    authId: authorization.id,
    authorizationId: authorization.authorizationNumber,
    clinicals,
  });

const documents = async () =>
  DocumentsResponseSchema.parse(
    (await calls.call('GET', endpointPath(documentEndpoints.list, { qhid: maria, authId: authorization.id }), callers.provider)).json(),
  );

describe('clinicals chosen in the wizard before the request is submitted (spec 3 Clinicals step)', () => {
  async function staged(fileName: string, bytes: Buffer, qhid = maria) {
    const response = await calls.call('POST', endpointPath(documentEndpoints.uploadLocation), callers.provider, {
      qhid,
      groupId: '',
      fileName,
      fileSize: bytes.length,
    });
    expect(response.statusCode, response.body).toBe(200);
    const location = UploadLocationResponseSchema.parse(response.json());
    expect(location.documentKey).toMatch(/^clinicals\/staged\/\d+\/\d+\/[0-9a-f-]{36}$/);
    const put = await raw('PUT', location.documentPutUrl, bytes, location.documentPutHeaders['content-type']);
    expect(put.statusCode, put.body).toBe(200);
    return location.documentKey;
  }
  // Another authorization of Maria's than the one the upload tests number from 1: a standard request submitted online.
  let target = authorization;
  beforeAll(async () => {
    const standard = (await calls.authorizationsOf(maria)).find((row) => row.id !== authorization.id && row.authorizationType === 'MEDRRT01');
    if (!standard) throw new Error('Maria Lopez needs a standard authorization (MEDRRT01) in the demo data.');
    target = { id: standard.id, authorizationNumber: standard.authorizationNumber };
  });
  /** The wizard names the new authorization by its number only: its save response has no other handle for linked ones. */
  const saveByNumber = (clinicals: { documentKey: string; fileName: string }[]) =>
    calls.call('POST', endpointPath(documentEndpoints.save), callers.provider, { qhid: maria, authorizationId: target.authorizationNumber, clinicals });
  const targetDocuments = async () =>
    DocumentsResponseSchema.parse((await calls.call('GET', endpointPath(documentEndpoints.list, { qhid: maria, authId: target.id }), callers.provider)).json());

  it('stages a file under the account and member, then saves it to the authorization once, however often it is saved', async () => {
    const key = await staged('history.pdf', pdfBytes);
    const before = (await targetDocuments()).length;
    const first = await saveByNumber([{ documentKey: key, fileName: 'Online Referral-Clinical 1_StandardAuthorization_2026_03_02.pdf' }]);
    expect(first.statusCode, first.body).toBe(200);
    const again = await saveByNumber([{ documentKey: key, fileName: 'Online Referral-Clinical 1_StandardAuthorization_2026_03_02.pdf' }]);
    expect(again.statusCode, again.body).toBe(200);
    expect(SaveClinicalsResponseSchema.parse(again.json()).documents.map((document) => document.documentKey)).toEqual([key]);
    const after = await targetDocuments();
    expect(after).toHaveLength(before + 1);
    // The name shown on Review: the request type's tracking key and the number it was given (spec 3 §9).
    expect(after.find((document) => document.documentKey === key)?.filename).toBe('Online Referral-Clinical 1_StandardAuthorization_2026_03_02.pdf');
  });

  it('keeps the number a wizard file was shown with while it is free, else gives the lowest free one, and dates it on the save', async () => {
    const [third, alsoThird, unnumbered] = [await staged('a.pdf', pdfBytes), await staged('b.pdf', pdfBytes), await staged('c.txt', Buffer.from('Notes\n'))];
    const response = await saveByNumber([
      { documentKey: third, fileName: 'Online Referral-Clinical 3_StandardAuthorization_2026_03_01.pdf' },
      { documentKey: alsoThird, fileName: 'Online Referral-Clinical 3_StandardAuthorization_2026_03_01.pdf' },
      { documentKey: unnumbered, fileName: 'c.txt' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(SaveClinicalsResponseSchema.parse(response.json()).documents.map((document) => document.filename)).toEqual([
      'Online Referral-Clinical 3_StandardAuthorization_2026_03_02.pdf',
      'Online Referral-Clinical 2_StandardAuthorization_2026_03_02.pdf',
      'Online Referral-Clinical 4_StandardAuthorization_2026_03_02.txt',
    ]);
  });

  it('removes a staged file, which can then no longer be saved', async () => {
    const key = await staged('removed.pdf', pdfBytes);
    const removed = await calls.call('DELETE', endpointPath(documentEndpoints.remove, { qhid: maria, documentKey: key }), callers.provider);
    expect(removed.statusCode, removed.body).toBe(200);
    const response = await saveByNumber([{ documentKey: key, fileName: 'removed.pdf' }]);
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toBe(`removed.pdf: ${text.uploadFailed}`);
  });

  it('removes a saved wizard file as the authorization’s document: it leaves the list with its file, no row is left behind', async () => {
    const key = await staged('saved.pdf', pdfBytes);
    expect((await saveByNumber([{ documentKey: key, fileName: 'saved.pdf' }])).statusCode).toBe(200);
    expect((await targetDocuments()).some((document) => document.documentKey === key)).toBe(true);
    const removed = await calls.call('DELETE', endpointPath(documentEndpoints.remove, { qhid: maria, documentKey: key }), callers.provider);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await targetDocuments()).some((document) => document.documentKey === key)).toBe(false);
  });

  it('refuses a file staged for another member, and the removal of another account’s staged file', async () => {
    const james = await calls.qhidOf('M100000002');
    await findMemberAs(callers.testApp, callers.provider, james);
    const key = await staged('elsewhere.pdf', pdfBytes, james);
    const response = await saveByNumber([{ documentKey: key, fileName: 'elsewhere.pdf' }]);
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toBe(text.uploadExpired);
    const foreign = key.replace(/^clinicals\/staged\/\d+\//, 'clinicals/staged/999999/');
    expect((await calls.call('DELETE', endpointPath(documentEndpoints.remove, { qhid: james, documentKey: foreign }), callers.provider)).statusCode).toBe(404);
  });
});

describe('uploading clinicals', () => {
  it('stores the files under the spec’s names, numbered from 1, lists them, and shows one through a signed link', async () => {
    const keys = [await uploaded('discharge summary.pdf', pdfBytes), await uploaded('notes.txt', Buffer.from('Patient stable.\n'))];
    const response = await save([
      { documentKey: keys[0] as string, fileName: 'discharge summary.pdf' },
      { documentKey: keys[1] as string, fileName: 'notes.txt' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const date = '2026_03_02';
    expect(SaveClinicalsResponseSchema.parse(response.json()).documents.map((document) => document.filename)).toEqual([
      `Online Referral-Clinical 1_${authorization.authorizationNumber}_${date}.pdf`,
      `Online Referral-Clinical 2_${authorization.authorizationNumber}_${date}.txt`,
    ]);
    expect((await documents()).map((document) => document.documentKey)).toEqual(expect.arrayContaining(keys));
    expect(await audit.last('document-upload')).toMatchObject({ memberQhid: String(maria), outcome: 'success' });

    const view = await calls.call('GET', endpointPath(documentEndpoints.viewLink, { qhid: maria, documentKey: keys[0] as string }), callers.provider);
    expect(view.statusCode, view.body).toBe(200);
    const { documentGetUrl } = DocumentUrlResponseSchema.parse(view.json());
    const file = await raw('GET', documentGetUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`Online Referral-Clinical 1_${authorization.authorizationNumber}`);
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
    expect(await audit.last('document-view')).toMatchObject({ memberQhid: String(maria), outcome: 'success' });
  });

  it('refuses a type not on the list and a file over 50 MB before giving a location', async () => {
    for (const [body, message] of [
      [{ fileName: 'setup.exe' }, text.fileTypeNotAllowed],
      [{ fileName: 'scan.pdf', fileSize: clinicalUploadLimits.maxBytes + 1 }, text.fileTooLarge(50)],
    ] as const) {
      const response = await calls.call('POST', endpointPath(documentEndpoints.uploadLocation), callers.provider, {
        qhid: maria,
        groupId: '',
        authorizationId: authorization.authorizationNumber,
        ...body,
      });
      expect(response.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).message).toBe(message);
    }
  });

  it('refuses bytes over 50 MB at the signed URL (413) and stores nothing', async () => {
    const location = await uploadLocation('big.pdf');
    const put = await raw('PUT', location.documentPutUrl, Buffer.alloc(clinicalUploadLimits.maxBytes + 1, 0x25), 'application/pdf');
    expect(put.statusCode).toBe(413);
    const saved = await save([{ documentKey: location.documentKey, fileName: 'big.pdf' }]);
    expect(saved.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(saved.json()).message).toBe(`big.pdf: ${text.uploadFailed}`);
  });

  it('refuses a file whose content is not what its extension says, and deletes it', async () => {
    const before = (await documents()).length;
    const key = await uploaded('lab results.pdf', Buffer.from('MZ\x90\x00 this is a program'));
    const response = await save([{ documentKey: key, fileName: 'lab results.pdf' }]);
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toBe(`lab results.pdf: ${text.contentMismatch}`);
    expect(await documents()).toHaveLength(before);
    expect((await calls.call('GET', endpointPath(documentEndpoints.viewLink, { qhid: maria, documentKey: key }), callers.provider)).statusCode).toBe(404);
  });

  it('refuses a signed URL whose signature, key or content type was changed', async () => {
    const location = await uploadLocation('x-ray.jpg');
    const url = new URL(location.documentPutUrl, 'http://portal.test');
    const tampered = new URL(url);
    tampered.searchParams.set('signature', '0'.repeat(64));
    const otherKey = new URL(url);
    otherKey.pathname = url.pathname.replace(/[0-9a-f-]{36}$/, '00000000-0000-4000-8000-000000000000');
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
    expect((await raw('PUT', tampered.pathname + tampered.search, jpeg, 'image/jpeg')).statusCode).toBe(403);
    expect((await raw('PUT', otherKey.pathname + otherKey.search, jpeg, 'image/jpeg')).statusCode).toBe(403);
    expect((await raw('PUT', location.documentPutUrl, jpeg, 'application/pdf')).statusCode).toBe(403);
  });

  it('refuses saving a key of another authorization, and an upload of another account’s authorization', async () => {
    const key = await uploaded('referral.pdf', pdfBytes);
    const [second] = (await calls.authorizationsOf(maria)).slice(1);
    const elsewhere = await calls.call('POST', endpointPath(documentEndpoints.save), callers.provider, {
      qhid: maria,
      authId: second?.id,
      authorizationId: second?.authorizationNumber,
      clinicals: [{ documentKey: key, fileName: 'referral.pdf' }],
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(elsewhere.json()).message).toBe(text.uploadExpired);

    const james = await calls.qhidOf('M100000002');
    const [others] = await calls.authorizationsOf(james);
    const response = await calls.call('POST', endpointPath(documentEndpoints.uploadLocation), callers.provider, {
      qhid: james,
      groupId: '',
      fileName: 'a.pdf',
      authorizationId: others?.authorizationNumber,
    });
    expect(response.statusCode).toBe(404);
    expect((await calls.call('GET', endpointPath(documentEndpoints.list, { qhid: james, authId: others?.id as number }), callers.provider)).statusCode).toBe(
      404,
    );
    expect((await calls.call('GET', endpointPath(documentEndpoints.list, { qhid: maria, authId: authorization.id }), callers.limited)).statusCode).toBe(403);
  });

  it('answers 400 for a malformed key and a file name with a path', async () => {
    expect((await calls.call('GET', `/auth/clinicals/${maria}/${encodeURIComponent('../../etc/passwd')}`, callers.provider)).statusCode).toBe(400);
    const response = await calls.call('POST', endpointPath(documentEndpoints.uploadLocation), callers.provider, {
      qhid: maria,
      groupId: '',
      fileName: '../a.pdf',
      authorizationId: authorization.authorizationNumber,
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a view link after its minute and an upload link after its half hour', async () => {
    const [document] = await documents();
    const { documentGetUrl } = DocumentUrlResponseSchema.parse(
      (
        await calls.call('GET', endpointPath(documentEndpoints.viewLink, { qhid: maria, documentKey: document?.documentKey as string }), callers.provider)
      ).json(),
    );
    const location = await uploadLocation('late.pdf');
    callers.clock.advance(61_000);
    const expiredView = await raw('GET', documentGetUrl);
    expect(expiredView.statusCode).toBe(403);
    expect(ErrorResponseSchema.parse(expiredView.json()).message).toBe(text.uploadExpired);
    callers.clock.advance(30 * 60_000);
    expect((await raw('PUT', location.documentPutUrl, pdfBytes, 'application/pdf')).statusCode).toBe(403);
  });
});
