import { BrandSchema, ErrorResponseSchema, brandMessages, defaultBrand, messages } from '@portal/contracts';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brand } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { bearer } from '../../test/test-app.js';
import { type AdminTestContext, createAdminTestContext } from '../../test/admin-test-support.js';
import { base64Of, cleanSvg, onePixelPngBase64 } from '../../test/brand-test-files.js';

let context: AdminTestContext;
beforeAll(async () => {
  context = await createAdminTestContext();
});
afterAll(() => context.testApp.close());

const goodBrand = { planName: 'Cedar Valley Health', productName: 'Cedar Provider Hub', primaryColour: '#0B4F8A' };
const getBrand = async () => BrandSchema.parse((await context.call('GET', '/api/brand/', undefined, null)).json());
const brandAudits = () => context.db.select().from(auditLog).where(like(auditLog.action, 'brand-%')).orderBy(desc(auditLog.id));

describe('brand routes', () => {
  it('answers the default brand to anyone, without a logo', async () => {
    const response = await context.call('GET', '/api/brand/', undefined, null);
    expect(response.statusCode).toBe(200);
    expect(BrandSchema.parse(response.json())).toEqual({ ...defaultBrand, logoUrl: null, updatedAt: null });
    expect((await context.call('GET', '/api/brand/logo/', undefined, null)).statusCode).toBe(404);
  });

  it('lets only employees change it: 401 anonymous, 403 to a provider, nothing written', async () => {
    const calls: Array<['PUT', string, unknown]> = [
      ['PUT', '/api/admin/brand/', goodBrand],
      ['PUT', '/api/admin/brand/logo/', { fileName: 'logo.png', contentBase64: onePixelPngBase64 }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await context.call(method, url, payload, null)).statusCode).toBe(401);
      expect((await context.call(method, url, payload, context.providerToken)).statusCode).toBe(403);
    }
    expect(await countRows(context.db, brand)).toBe(0);
    expect(await getBrand()).toMatchObject(defaultBrand);
  });

  it('refuses a colour that fails AA with the contrast message, changing nothing', async () => {
    const response = await context.call('PUT', '/api/admin/brand/', { ...goodBrand, primaryColour: '#ffcc00' });
    expect(response.statusCode).toBe(400);
    const error = ErrorResponseSchema.parse(response.json());
    expect(JSON.stringify(error)).toContain(brandMessages.contrastTooLow('1.51', '1.43'));
    expect(await countRows(context.db, brand)).toBe(0);
    expect(await brandAudits()).toHaveLength(0);
  });

  it('saves a passing brand, answers it at once and audits each changed field', async () => {
    const response = await context.call('PUT', '/api/admin/brand/', goodBrand);
    expect(response.statusCode).toBe(200);
    const saved = { ...goodBrand, primaryColour: '#0b4f8a' };
    expect(BrandSchema.parse(response.json())).toMatchObject(saved);
    expect(await getBrand()).toMatchObject(saved);
    const [entry] = await brandAudits();
    expect(entry?.action).toBe('brand-saved');
    expect(entry?.details).toEqual({
      changes: [
        { what: 'planName', before: defaultBrand.planName, after: goodBrand.planName },
        { what: 'productName', before: defaultBrand.productName, after: goodBrand.productName },
        { what: 'primaryColour', before: defaultBrand.primaryColour, after: '#0b4f8a' },
      ],
    });
  });

  it('puts the saved names in e-mails and PDFs', async () => {
    const id = await context.accountIdOf('limited@example.com');
    const approval = { id, email: 'limited@example.com', source: 'new', note: 'Checked.', accountStatus: 'New Request', accountStatusNew: 'Approved' };
    expect((await context.call('POST', '/api/admin/account/', approval)).statusCode).toBe(200);
    const [mail] = await context.mailTo('limited@example.com');
    expect(mail?.subject).toBe(messages.admin.accountApprovedSubject(goodBrand.productName));
    expect(mail?.body).toContain(`your ${goodBrand.productName} account`);

    const guide = await context.call('GET', '/api/resource-documents/provider-portal-guide.pdf', undefined, null);
    const pdf = await PDFDocument.load(guide.rawPayload);
    expect(pdf.getAuthor()).toBe(goodBrand.planName);
    expect(pdf.getCreator()).toBe(goodBrand.productName);
  });

  it('refuses a text file named .png and an SVG with a script', async () => {
    const audits = (await brandAudits()).length;
    for (const [fileName, contentBase64, message] of [
      ['logo.png', base64Of('not a picture, just some words typed into a file'), brandMessages.logoContentMismatch],
      ['logo.svg', base64Of('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), brandMessages.logoActiveContent],
    ] as const) {
      const response = await context.call('PUT', '/api/admin/brand/logo/', { fileName, contentBase64 });
      expect(response.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).message).toBe(message);
    }
    expect((await getBrand()).logoUrl).toBeNull();
    expect(await brandAudits()).toHaveLength(audits);
  });

  it('accepts a PNG and serves it with a safe type, nosniff and a CSP', async () => {
    const response = await context.call('PUT', '/api/admin/brand/logo/', { fileName: 'logo.png', contentBase64: onePixelPngBase64 });
    expect(response.statusCode).toBe(200);
    const { logoUrl } = BrandSchema.parse(response.json());
    expect(logoUrl).toMatch(/^\/api\/brand\/logo\/\?v=[0-9a-f]{16}$/);
    const logo = await context.call('GET', logoUrl as string, undefined, null);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
    // What is served is the decoder's copy of the upload (brand-logo.routes.int.test.ts): the same pixels.
    expect(PNG.sync.read(logo.rawPayload).data.equals(PNG.sync.read(Buffer.from(onePixelPngBase64, 'base64')).data)).toBe(true);
    expect((await brandAudits())[0]?.action).toBe('brand-logo-uploaded');
  });

  it('serves an SVG logo as image/svg+xml and removes the logo', async () => {
    const uploaded = BrandSchema.parse(
      (await context.call('PUT', '/api/admin/brand/logo/', { fileName: 'logo.svg', contentBase64: base64Of(cleanSvg) })).json(),
    );
    const logo = await context.call('GET', uploaded.logoUrl as string, undefined, null);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['content-security-policy']).toContain('sandbox');
    expect(logo.headers['content-security-policy']).not.toContain('unsafe-inline');
    const removed = await context.testApp.app.inject({ method: 'DELETE', url: '/api/admin/brand/logo/', headers: bearer(context.adminToken) });
    expect(BrandSchema.parse(removed.json()).logoUrl).toBeNull();
    expect((await brandAudits())[0]?.action).toBe('brand-logo-removed');
  });
});
