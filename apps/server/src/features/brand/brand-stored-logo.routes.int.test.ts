import { authorizationEndpoints, benefitEndpoints, BrandSchema, endpointPath } from '@portal/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../db/schema.js';
import { pngHeaderThen } from '../../test/brand-test-files.js';
import { authorizationCallsOf } from '../../test/authorization-test-support.js';
import { callerOf, createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';

/**
 * A logo kept before uploads were decoded (issue 30: a PNG signature with garbage after its header made every benefit
 * summary and determination letter answer 500): written straight into the table, as such a row is.
 */
let callers: MemberAreaCallers;
let call: ReturnType<typeof callerOf>;
const logLines: string[] = [];
beforeAll(async () => {
  callers = await createMemberAreaApp({ LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void logLines.push(line) } });
  call = callerOf(callers.testApp);
});
afterAll(() => callers.testApp.close());

const storeLogo = async (bytes: Buffer, contentType: string, version: string) => {
  const row = {
    planName: 'Cedar Valley Health',
    productName: 'Cedar Provider Hub',
    primaryColour: '#0b4f8a',
    logo: bytes,
    logoContentType: contentType,
    logoVersion: version,
    updatedAt: new Date(),
  };
  await callers.testApp.database.db
    .insert(brand)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: brand.id, set: row });
  // The brand is cached for 30 seconds on each instance.
  callers.clock.advance(31_000);
};

const pdfOf = async (url: string) => {
  const response = await call('GET', url, callers.provider);
  expect(response.statusCode, response.body).toBe(200);
  expect((await PDFDocument.load(response.rawPayload)).getAuthor()).toBe('Cedar Valley Health');
  return Buffer.from(response.rawPayload);
};

describe('a logo stored before uploads were decoded', () => {
  it('that does not decode is shown nowhere: every PDF is made without it, and the log says why', async () => {
    await storeLogo(pngHeaderThen(64, 16, Buffer.from('garbage after the header, no image data at all')), 'image/png', '0123456789abcdef');
    const summary = await pdfOf(endpointPath(benefitEndpoints.summaryPdf, { qhid: 1000001 }));
    const calls = authorizationCallsOf(callers.testApp);
    const maria = await calls.qhidOf('M100000001');
    const [first] = await calls.authorizationsOf(maria);
    const letter = await pdfOf(endpointPath(authorizationEndpoints.determinationLetter, { qhid: maria, authId: first?.id as number }));
    for (const pdf of [summary, letter]) expect(pdf.includes('/Subtype /Image')).toBe(false);

    expect(BrandSchema.parse((await call('GET', '/brand/', null)).json()).logoUrl).toBeNull();
    expect((await call('GET', '/brand/logo/', null)).statusCode).toBe(404);
    expect(logLines.some((line) => line.includes('the stored brand logo cannot be read') && line.includes('0123456789abcdef'))).toBe(true);
  });

  it('that is an SVG with a script is not served', async () => {
    await storeLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml', 'fedcba9876543210');
    expect(BrandSchema.parse((await call('GET', '/brand/', null)).json()).logoUrl).toBeNull();
    expect((await call('GET', '/brand/logo/', null)).statusCode).toBe(404);
  });
});
