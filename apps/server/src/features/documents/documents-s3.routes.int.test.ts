import { authorizationMessages, clinicalUploadLimits, documentEndpoints, endpointPath, ErrorResponseSchema, pendingUploadLimits } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../../test/s3-test-server.js';
import { officeFiles, pdfWith } from './clinical-test-files.js';
import { createDocumentsTestContext, type DocumentsTestContext, pdfBytes } from '../../test/documents-test-support.js';

const text = authorizationMessages.clinicals;
const otherPdf = Buffer.from('%PDF-1.4\n% replaced after the checks\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** The object key a presigned PUT URL targets (path-style: /bucket/key). */
const objectKeyOf = (putUrl: string) => new URL(putUrl).pathname.split('/').slice(2).join('/');

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let t: DocumentsTestContext;
beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createDocumentsTestContext(s3.env);
});
afterAll(async () => {
  await t.callers.testApp.close();
  await s3.close();
});

/** Uploads and saves: the save's status and message. */
async function saved(fileName: string, bytes: Buffer) {
  const location = await t.uploaded(fileName, bytes);
  const response = await t.save([{ documentKey: location.documentKey, fileName }]);
  return response.statusCode === 200 ? { statusCode: 200 } : { statusCode: response.statusCode, message: ErrorResponseSchema.parse(response.json()).message };
}

describe('clinical documents with BLOB_STORE=s3, against a real S3-compatible server', () => {
  it('uploads to a presigned URL, saves, shows and deletes a document', async () => {
    const location = await t.location('history.pdf', { fileSize: pdfBytes.length });
    expect(location.documentPutUrl.startsWith(`${s3.endpoint}/`)).toBe(true);
    expect((await t.put(location, pdfBytes)).statusCode).toBe(200);
    const save = await t.save([{ documentKey: location.documentKey, fileName: 'history.pdf' }]);
    expect(save.statusCode, save.body).toBe(200);
    const blobKey = await t.blobKeyOf(location.documentKey);
    expect(await s3.has(blobKey)).toBe(true);

    const file = await t.send('GET', await t.viewUrl(location.documentKey));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.equals(pdfBytes)).toBe(true);
    expect(await t.audit.last('document-download')).toMatchObject({ memberQhid: String(t.maria), outcome: 'success' });

    const removed = await t.calls.call('DELETE', endpointPath(documentEndpoints.remove, { qhid: t.maria, documentKey: location.documentKey }), t.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await s3.has(blobKey)).toBe(false);
    expect(
      (await t.calls.call('GET', endpointPath(documentEndpoints.viewLink, { qhid: t.maria, documentKey: location.documentKey }), t.token)).statusCode,
    ).toBe(404);
  });

  it('checks size and content on the copy it reads back from S3', async () => {
    expect(await saved('letter.docx', officeFiles.docx())).toEqual({ statusCode: 200 });
    expect(await saved('archive.docx', officeFiles.plainZip())).toEqual({ statusCode: 400, message: `archive.docx: ${text.contentMismatch}` });
    expect(await saved('script.pdf', pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'))).toEqual({
      statusCode: 400,
      message: `script.pdf: ${text.activeContent}`,
    });
    expect(await saved('page.txt', Buffer.from('<html><script>alert(1)</script></html>'))).toEqual({
      statusCode: 400,
      message: `page.txt: ${text.contentMismatch}`,
    });
    // Without a declared size a presigned PUT takes any length: the save refuses what is too large.
    const location = await t.location('big.pdf');
    expect((await t.put(location, Buffer.alloc(clinicalUploadLimits.maxBytes + 1, 0x25))).statusCode).toBe(200);
    const big = await t.save([{ documentKey: location.documentKey, fileName: 'big.pdf' }]);
    expect(big.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(big.json()).message).toBe(`big.pdf: ${text.fileTooLarge(50)}`);
  });

  it('takes exactly the declared size at the URL', async () => {
    const location = await t.location('declared.pdf', { fileSize: pdfBytes.length });
    expect((await t.put(location, otherPdf)).statusCode).toBe(403);
  });

  it('refuses a second PUT to the URL, and one after the save, and the saved bytes stay those that were checked', async () => {
    const location = await t.uploaded('once.pdf', pdfBytes);
    expect((await t.put(location, pdfBytes)).statusCode).toBe(412);
    // The condition is part of the signature: the URL cannot be used without it.
    const { 'if-none-match': _condition, ...withoutCondition } = location.documentPutHeaders;
    expect((await t.put(location, pdfBytes, withoutCondition)).statusCode).toBe(403);

    expect((await t.save([{ documentKey: location.documentKey, fileName: 'once.pdf' }])).statusCode).toBe(200);
    expect((await t.put(location, otherPdf.subarray(0, pdfBytes.length))).statusCode).toBe(412);
    expect((await t.send('GET', await t.viewUrl(location.documentKey))).body.equals(pdfBytes)).toBe(true);
  });

  it('deletes the staging object once the URL expired, and uploads never saved after a day', async () => {
    const saved = await t.uploaded('kept.pdf', pdfBytes);
    expect((await t.save([{ documentKey: saved.documentKey, fileName: 'kept.pdf' }])).statusCode).toBe(200);
    const forgotten = await t.uploaded('forgotten.pdf', pdfBytes, { target: 'staged' });
    const [savedUpload, forgottenUpload] = [objectKeyOf(saved.documentPutUrl), objectKeyOf(forgotten.documentPutUrl)];

    t.callers.clock.advance(60 * 60_000);
    await t.callers.testApp.app.documentsCleanup.runOnce();
    expect(await s3.has(savedUpload)).toBe(false);
    expect(await s3.has(forgottenUpload)).toBe(true);

    t.callers.clock.advance(pendingUploadLimits.retentionHours * 60 * 60_000);
    await t.callers.testApp.app.documentsCleanup.runOnce();
    expect(await s3.has(forgottenUpload)).toBe(false);
    expect(await s3.has(await t.blobKeyOf(saved.documentKey))).toBe(true);
  });
});
