import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { escapeBrandText, messages } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { marked } from 'marked';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outboxMessages } from '../../db/schema.js';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { bearer, createTestApp, type TestApp, tokenOf, testPortalBaseUrl } from '../../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import type { Json } from '../../test/crd-guide-test-support.js';
import { amy, orderSignRequest, serviceRequestOrder } from '../../test/crd-hook-test-support.js';

/**
 * The plan's and product's names as an employee may type them, markup and a line break included (issue 30, item 6),
 * written into each place they go: a CDS Hooks card (Markdown), an e-mail, a PDF, the page the server writes.
 */
const planName = '<img src=x onerror=alert(1)>[x](https://evil.example) ![i](https://evil.example/i.png)';
const productName = '<i>Hub\r\nBcc: x@evil.ex';
const plainProductName = '<i>Hub Bcc: x@evil.ex';

const webDistDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>');

let testApp: TestApp;
let adminToken: string;
let client: TestClientSystem;
beforeAll(async () => {
  testApp = await createTestApp({ env: { WEB_DIST_DIR: webDistDir } });
  adminToken = await tokenOf(testApp.app, 'admin@example.com');
  client = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
    organizationIdentifier: pasExampleNpis.requester,
  });
  const saved = await testApp.app.inject({
    method: 'PUT',
    url: '/api/admin/brand/',
    headers: bearer(adminToken),
    payload: { planName, productName, primaryColour: '#0b4f8a' },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('the brand’s names, wherever they go', () => {
  it('are inert in a CDS Hooks card: its Markdown detail renders no image, link or HTML, only the name as text', async () => {
    const url = `${testPortalBaseUrl}/cds-services/order-sign-crd`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/cds-services/order-sign-crd',
      headers: { authorization: `Bearer ${await client.signAssertion(url)}`, 'content-type': 'application/json' },
      payload: JSON.stringify(orderSignRequest({ ...amy, dob: '1990-01-01' }, [serviceRequestOrder('0042T')])),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [card = {}] = response.json<{ cards: Json[] }>().cards;
    const html = await marked.parse(card.detail as string);
    expect(html).not.toMatch(/<img|<a\s|href=/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;[x](https://evil.example) ![i](https://evil.example/i.png)');
    expect(card.source.label).toBe(planName);
  });

  it('are one line of plain text in an e-mail: no header or line of their own', async () => {
    const [limited] = await testApp.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'limited@example.com'));
    const approval = {
      id: limited?.id,
      email: 'limited@example.com',
      source: 'new',
      note: 'Checked.',
      accountStatus: 'New Request',
      accountStatusNew: 'Approved',
    };
    expect((await testApp.app.inject({ method: 'POST', url: '/api/admin/account/', headers: bearer(adminToken), payload: approval })).statusCode).toBe(200);
    const [mail] = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'limited@example.com'))
      .orderBy(desc(outboxMessages.id));
    expect(mail?.subject).toBe(messages.admin.accountApprovedSubject(plainProductName));
    expect(mail?.body).toContain(`your ${plainProductName} account`);
    const mailbox = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox?to=limited%40example.com' });
    expect(mailbox.body).toContain(escapeBrandText('html', productName));
    expect(mailbox.body).not.toContain('<i>');
  });

  it('are drawn in a PDF in the fonts’ characters, and the PDF is made', async () => {
    const guide = await testApp.app.inject({ method: 'GET', url: '/api/resource-documents/provider-portal-guide.pdf' });
    expect(guide.statusCode).toBe(200);
    const pdf = await PDFDocument.load(guide.rawPayload);
    expect(pdf.getAuthor()).toBe(planName);
    expect(pdf.getCreator()).toBe(plainProductName);
  });

  it('are escaped, on one line, in the page the server writes', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/home' });
    expect(page.body).toContain('<title>&lt;i&gt;Hub Bcc: x@evil.ex</title>');
  });
});
