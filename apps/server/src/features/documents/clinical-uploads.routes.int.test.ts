import {
  authorizationMessages,
  clinicalUploadLimits,
  documentEndpoints,
  endpointPath,
  ErrorResponseSchema,
  pendingUploadLimits,
  SaveClinicalsResponseSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsTestContext, type DocumentsTestContext, pdfBytes } from '../../test/documents-test-support.js';

const text = authorizationMessages.clinicals;
const otherPdf = Buffer.from('%PDF-1.4\n% replaced after the checks\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** The blob key a signed PUT URL of the embedded store targets. */
const putKeyOf = (putUrl: string) => decodeURIComponent(new URL(putUrl, 'http://portal.test').pathname.replace(/^\/api\/blobs\//, ''));

let t: DocumentsTestContext;
beforeAll(async () => {
  t = await createDocumentsTestContext();
});
afterAll(() => t.callers.testApp.close());

// First, while the account has no upload that is not saved.
describe('files uploaded and not saved are limited per account', () => {
  const remove = (documentKey: string) => t.calls.call('DELETE', endpointPath(documentEndpoints.remove, { qhid: t.maria, documentKey }), t.token);

  it(`refuses a location past ${pendingUploadLimits.maxBytes / 1024 ** 3} GB declared, counting staged and authorization uploads together`, async () => {
    const keys: string[] = [];
    const perFile = clinicalUploadLimits.maxBytes;
    const fitting = Math.floor(pendingUploadLimits.maxBytes / perFile);
    for (let index = 0; index < fitting; index += 1) {
      keys.push((await t.location(`big-${index}.pdf`, { fileSize: perFile, target: index % 2 === 0 ? 'staged' : t.authorization })).documentKey);
    }
    const refused = await t.requestLocation('one-too-many.pdf', { fileSize: perFile, target: 'staged' });
    expect(refused.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(refused.json()).message).toBe(text.tooManyPendingUploads);
    // A file declared without a size counts as the largest one.
    expect((await t.requestLocation('unknown-size.pdf', { target: t.authorization })).statusCode).toBe(400);
    // Removing a file makes room again.
    expect((await remove(keys.pop() as string)).statusCode).toBe(200);
    keys.push((await t.location('fits-again.pdf', { fileSize: perFile })).documentKey);
    for (const key of keys) expect((await remove(key)).statusCode).toBe(200);
  });

  it(`refuses the location of file ${pendingUploadLimits.maxFiles + 1} not saved`, async () => {
    const keys: string[] = [];
    for (let index = 0; index < pendingUploadLimits.maxFiles; index += 1)
      keys.push((await t.location(`small-${index}.pdf`, { fileSize: 10, target: 'staged' })).documentKey);
    const refused = await t.requestLocation('one-too-many.pdf', { fileSize: 10, target: 'staged' });
    expect(refused.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(refused.json()).message).toBe(text.tooManyPendingUploads);
    for (const key of keys) expect((await remove(key)).statusCode).toBe(200);
    expect((await t.requestLocation('room-again.pdf', { fileSize: 10, target: 'staged' })).statusCode).toBe(200);
  });
});

describe('an upload URL is used once, and a saved document never changes', () => {
  it('refuses a second PUT to the same URL', async () => {
    const location = await t.uploaded('once.pdf', pdfBytes);
    const again = await t.put(location, otherPdf);
    expect(again.statusCode).toBe(403);
    expect(ErrorResponseSchema.parse(JSON.parse(again.body.toString())).message).toBe(text.uploadExpired);
  });

  it('refuses a PUT after the save, and the saved bytes stay those that were checked', async () => {
    const location = await t.uploaded('checked.pdf', pdfBytes);
    const saved = await t.save([{ documentKey: location.documentKey, fileName: 'checked.pdf' }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.put(location, otherPdf)).statusCode).toBe(403);
    const file = await t.send('GET', await t.viewUrl(location.documentKey));
    expect(file.statusCode).toBe(200);
    expect(file.body.equals(pdfBytes)).toBe(true);
  });

  it('keeps the saved document under a key of its own, which no upload URL names', async () => {
    const location = await t.uploaded('elsewhere.pdf', pdfBytes);
    expect((await t.save([{ documentKey: location.documentKey, fileName: 'elsewhere.pdf' }])).statusCode).toBe(200);
    const blobKey = await t.blobKeyOf(location.documentKey);
    expect(blobKey).not.toBe(putKeyOf(location.documentPutUrl));
    expect(blobKey).not.toBe(location.documentKey);
    expect(await t.storedFiles()).toContain(blobKey);
  });

  it('refuses a PUT to a staged file that was removed', async () => {
    const location = await t.location('removed.pdf', { target: 'staged', fileSize: pdfBytes.length });
    expect(
      (await t.calls.call('DELETE', endpointPath(documentEndpoints.remove, { qhid: t.maria, documentKey: location.documentKey }), t.token)).statusCode,
    ).toBe(200);
    expect((await t.put(location, pdfBytes)).statusCode).toBe(403);
  });

  it('takes no more bytes than the size declared with the location', async () => {
    const location = await t.location('declared.pdf', { fileSize: 10 });
    const put = await t.put(location, pdfBytes);
    expect(put.statusCode).toBe(413);
  });
});

describe('saving clinicals again answers what the first save did', () => {
  it('answers the same documents to a retry of a save that was committed, and stores them once', async () => {
    const keys = [(await t.uploaded('a.pdf', pdfBytes)).documentKey, (await t.uploaded('b.txt', Buffer.from('Stable.\n'))).documentKey];
    const clinicals = [
      { documentKey: keys[0] as string, fileName: 'a.pdf' },
      { documentKey: keys[1] as string, fileName: 'b.txt' },
    ];
    const before = (await t.documents()).length;
    const first = await t.save(clinicals);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await t.save(clinicals);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(SaveClinicalsResponseSchema.parse(retry.json())).toEqual(SaveClinicalsResponseSchema.parse(first.json()));
    expect(await t.documents()).toHaveLength(before + 2);
  });

  it('answers two identical saves at once alike, without a duplicate or a renumbered file', async () => {
    const keys = [(await t.uploaded('c.pdf', pdfBytes)).documentKey, (await t.uploaded('d.pdf', pdfBytes)).documentKey];
    const clinicals = keys.map((documentKey, index) => ({ documentKey, fileName: `${index}.pdf` }));
    const before = (await t.documents()).length;
    const answers = await Promise.all([t.save(clinicals), t.save(clinicals), t.save(clinicals)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [first, ...others] = answers.map((answer) => SaveClinicalsResponseSchema.parse(answer.json()));
    for (const other of others) expect(other).toEqual(first);
    expect(await t.documents()).toHaveLength(before + 2);
  });

  it('answers a staged file’s retry in the order of the request', async () => {
    const keys = [
      (await t.uploaded('e.pdf', pdfBytes, { target: 'staged' })).documentKey,
      (await t.uploaded('f.pdf', pdfBytes, { target: 'staged' })).documentKey,
    ];
    const clinicals = keys.map((documentKey, index) => ({ documentKey, fileName: `Online Referral-Clinical ${index + 1}_x_2026_03_02.pdf` }));
    const first = await t.save(clinicals);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await t.save(clinicals);
    expect(SaveClinicalsResponseSchema.parse(retry.json())).toEqual(SaveClinicalsResponseSchema.parse(first.json()));
  });

  it('answers the same refusal to a retry of a save whose file was refused', async () => {
    const good = await t.uploaded('good.pdf', pdfBytes);
    const bad = await t.uploaded('bad.pdf', Buffer.from('MZ\x90\x00 a program'));
    const clinicals = [
      { documentKey: good.documentKey, fileName: 'good.pdf' },
      { documentKey: bad.documentKey, fileName: 'bad.pdf' },
    ];
    const first = await t.save(clinicals);
    expect(first.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(first.json()).message).toBe(`bad.pdf: ${text.contentMismatch}`);
    const retry = await t.save(clinicals);
    expect(retry.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(retry.json())).toEqual(ErrorResponseSchema.parse(first.json()));
    // The good file was not saved with the refused one, and still can be.
    expect((await t.save([clinicals[0] as (typeof clinicals)[number]])).statusCode).toBe(200);
  });
});

// Last: these move the clock a day on.
describe('the clean-up of uploads', () => {
  it(`deletes files never saved after ${pendingUploadLimits.retentionHours} hours, and the staging copy of saved ones once their URL expired`, async () => {
    const staged = await t.uploaded('forgotten.pdf', pdfBytes, { target: 'staged' });
    const pending = await t.uploaded('forgotten too.pdf', pdfBytes);
    const saved = await t.uploaded('kept.pdf', pdfBytes);
    expect((await t.save([{ documentKey: saved.documentKey, fileName: 'kept.pdf' }])).statusCode).toBe(200);
    const uploadKeys = [staged, pending, saved].map((location) => putKeyOf(location.documentPutUrl));
    expect(await t.storedFiles()).toEqual(expect.arrayContaining(uploadKeys));

    // An hour on, the saved file's URL has expired: its staging copy goes; the files not saved yet stay.
    t.callers.clock.advance(60 * 60_000);
    await t.callers.testApp.app.documentsCleanup.runOnce();
    const afterAnHour = await t.storedFiles();
    expect(afterAnHour).not.toContain(uploadKeys[2]);
    expect(afterAnHour).toEqual(expect.arrayContaining(uploadKeys.slice(0, 2)));
    const savedBlobKey = await t.blobKeyOf(saved.documentKey);
    expect(afterAnHour).toContain(savedBlobKey);

    t.callers.clock.advance(pendingUploadLimits.retentionHours * 60 * 60_000);
    await t.callers.testApp.app.documentsCleanup.runOnce();
    const afterADay = await t.storedFiles();
    for (const key of uploadKeys) expect(afterADay).not.toContain(key);
    expect(afterADay).toContain(savedBlobKey);

    await t.signInAgain();
    for (const [location, fileName] of [
      [staged, 'forgotten.pdf'],
      [pending, 'forgotten too.pdf'],
    ] as const) {
      const response = await t.save([{ documentKey: location.documentKey, fileName }]);
      expect(response.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).message).toBe(text.uploadExpired);
    }
    expect((await t.send('GET', await t.viewUrl(saved.documentKey))).body.equals(pdfBytes)).toBe(true);
  });
});
