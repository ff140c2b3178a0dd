import { authorizationEndpoints, documentEndpoints, endpointPath } from '@portal/contracts';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { createDocumentsTestContext, type DocumentsTestContext, pdfBytes } from '../../test/documents-test-support.js';

let t: DocumentsTestContext;
let documentKey: string;
beforeAll(async () => {
  t = await createDocumentsTestContext();
  const location = await t.uploaded('history.pdf', pdfBytes);
  expect((await t.save([{ documentKey: location.documentKey, fileName: 'history.pdf' }])).statusCode).toBe(200);
  documentKey = location.documentKey;
});
afterAll(() => t.callers.testApp.close());

/** The audit rows of an action written after the row `afterId`, oldest first. */
const rowsSince = (action: string, afterId: number) =>
  t.callers.testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), gt(auditLog.id, afterId)))
    .orderBy(auditLog.id);

describe('every download of a member’s document is audited', () => {
  it('writes a row each time the view link hands out the file, naming who got the link and the member', async () => {
    const url = await t.viewUrl(documentKey);
    const before = await t.audit.lastId('document-download');
    expect((await t.send('GET', url)).statusCode).toBe(200);
    expect((await t.send('GET', url)).statusCode).toBe(200);
    const rows = await rowsSince('document-download', before);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ actorAccountId: t.callers.providerId, onBehalfOfAccountId: null, memberQhid: String(t.maria), outcome: 'success' });
      expect(row.details).toMatchObject({ documentKey });
    }
  });

  it('names the employee and the impersonated account for a link an impersonating employee got', async () => {
    const url = await t.viewUrl(documentKey, t.callers.impersonating);
    expect((await t.send('GET', url)).statusCode).toBe(200);
    expect(await t.audit.last('document-download')).toMatchObject({
      actorAccountId: t.callers.employeeId,
      onBehalfOfAccountId: t.callers.providerId,
      memberQhid: String(t.maria),
      outcome: 'success',
    });
  });

  it('audits a link used after its minute as refused, handing out nothing', async () => {
    const url = await t.viewUrl(documentKey);
    t.callers.clock.advance(61_000);
    const late = await t.send('GET', url);
    expect(late.statusCode).toBe(403);
    expect(late.body.includes(pdfBytes)).toBe(false);
    expect(await t.audit.last('document-download')).toMatchObject({
      actorAccountId: t.callers.providerId,
      memberQhid: String(t.maria),
      outcome: 'link-expired',
    });
  });
});

describe('refused reads of documents and letters are audited too', () => {
  it('audits a determination letter and a document list asked for under another member', async () => {
    const james = await t.calls.qhidOf('M100000002');
    const letter = await t.calls.call('GET', endpointPath(authorizationEndpoints.determinationLetter, { qhid: james, authId: t.authorization.id }), t.token);
    expect(letter.statusCode).toBe(404);
    expect(await t.audit.last('determination-letter-read')).toMatchObject({ outcome: 'authorization-not-found' });
    const list = await t.calls.call('GET', endpointPath(documentEndpoints.list, { qhid: james, authId: t.authorization.id }), t.token);
    expect(list.statusCode).toBe(404);
    expect(await t.audit.last('documents-list-read')).toMatchObject({ outcome: 'authorization-not-found' });
  });
});
