import { BrandSchema, ErrorResponseSchema, brandMessages } from '@portal/contracts';
import { like } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brand } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { pngChunk, pngHeaderThen, solidPng, withChunkAfterHeader } from '../../test/brand-test-files.js';
import { type AdminTestContext, createAdminTestContext } from '../../test/admin-test-support.js';

let context: AdminTestContext;
beforeAll(async () => {
  context = await createAdminTestContext();
});
afterAll(() => context.testApp.close());

const upload = (fileName: string, bytes: Buffer) => context.call('PUT', '/api/admin/brand/logo/', { fileName, contentBase64: bytes.toString('base64') });
const servedLogo = async () => {
  const { logoUrl } = BrandSchema.parse((await context.call('GET', '/api/brand/', undefined, null)).json());
  return logoUrl ? (await context.call('GET', logoUrl, undefined, null)).rawPayload : null;
};
const brandAuditCount = async () => (await context.db.select().from(auditLog).where(like(auditLog.action, 'brand-%'))).length;

/** Refused with `message`, and nothing kept or audited. */
async function expectRefused(fileName: string, bytes: Buffer, message: string) {
  const audits = await brandAuditCount();
  const response = await upload(fileName, bytes);
  expect(response.statusCode, response.body).toBe(400);
  expect(ErrorResponseSchema.parse(response.json()).message).toBe(message);
  expect(await countRows(context.db, brand)).toBe(0);
  expect(await brandAuditCount()).toBe(audits);
}

describe('a PNG logo upload (issue 30)', () => {
  it('is refused when it does not decode: a PNG signature and garbage after its header', async () => {
    await expectRefused('logo.png', pngHeaderThen(64, 16, Buffer.from('garbage after the header, no image data at all')), brandMessages.logoUnreadable);
  });

  it('is refused from its header when it declares 6000 × 6000 pixels, quickly', async () => {
    const started = performance.now();
    await expectRefused('logo.png', pngHeaderThen(6000, 6000, Buffer.alloc(136 * 1024, 7)), brandMessages.logoTooManyPixels(6000, 6000));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('is refused when it has more pixels than the cap in all, though each side is within it', async () => {
    await expectRefused('logo.png', solidPng(1024, 257), brandMessages.logoTooManyPixels(1024, 257));
  });
});

describe('an SVG logo upload (issue 30)', () => {
  it.each([
    [
      'a script under a prefix bound to SVG',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg"><x:script>alert(1)</x:script></svg>',
    ],
    [
      'x:foreignObject',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg"><x:foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></x:foreignObject></svg>',
    ],
    [
      'a CSS escape spelling url(',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10" fill="u\\72l(https://evil.example/track.svg#p)"/></svg>',
    ],
  ])('is refused with %s', async (_what, markup) => {
    await expectRefused('logo.svg', Buffer.from(markup, 'utf8'), brandMessages.logoActiveContent);
  });
});

describe('an accepted logo', () => {
  it('is kept as the decoder wrote it again, never as uploaded: a PNG keeps its pixels and loses the rest', async () => {
    const uploaded = withChunkAfterHeader(solidPng(40, 10), pngChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1')));
    const response = await upload('logo.png', uploaded);
    expect(response.statusCode, response.body).toBe(200);
    const served = await servedLogo();
    expect(served?.equals(uploaded)).toBe(false);
    expect(served?.includes('<script>')).toBe(false);
    expect(PNG.sync.read(served as Buffer).data.equals(PNG.sync.read(uploaded).data)).toBe(true);
  });

  it('is kept as the parser wrote it again: an SVG without its comments, editor data and declarations', async () => {
    const markup =
      '<?xml version="1.0"?><!-- exported --><svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3" viewBox="0 0 4 4"><rect width="4" height="4" fill="#0b4f8a"/></svg>';
    expect((await upload('logo.svg', Buffer.from(markup, 'utf8'))).statusCode).toBe(200);
    expect((await servedLogo())?.toString('utf8')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#0b4f8a"/></svg>',
    );
  });
});
