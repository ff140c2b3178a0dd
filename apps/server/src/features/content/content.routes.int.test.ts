import {
  brandTokens,
  contentEndpoints,
  defaultBrand,
  endpointPath,
  ErrorResponseSchema,
  fillBrandTokens,
  ResourceResponseSchema,
  networkDocuments,
  resourceKeys,
} from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members, resources } from '../../db/schema.js';
import { demoGroupIds } from '../../demo/demo-groups.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';
import { renderNetworkDocument } from './network-documents.js';
import { defaultPdfBrand } from '../../pdf/pdf-brand.js';

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await tokenOf(testApp.app, 'provider@example.com');
});
afterAll(() => testApp.close());

const get = (path: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url: `/api${path}`, headers });
const resource = (key: string) => endpointPath(contentEndpoints.resource, { key });
const memberResource = (key: string, qhid: number) => endpointPath(contentEndpoints.memberResource, { a: key, b: qhid });
const networkDocument = (fileName: string) => endpointPath(contentEndpoints.networkDocument, { fileName });

describe('GET /api/resource/:key/', () => {
  it('answers a stored resource to anonymous callers, the brand’s names filled in', async () => {
    const response = await get(resource(resourceKeys.loginMessage));
    expect(response.statusCode).toBe(200);
    const [stored] = await testApp.database.db.select().from(resources).where(eq(resources.key, resourceKeys.loginMessage));
    expect(ResourceResponseSchema.parse(response.json())).toEqual({
      key: resourceKeys.loginMessage,
      content: fillBrandTokens(stored?.content ?? '', defaultBrand),
    });
    expect(stored?.content).toContain(brandTokens.planName);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 ErrorResponse to an unknown key', async () => {
    const response = await get(resource('NoSuchKey'));
    expect(response.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(response.json()).code).toBe('NOT_FOUND');
  });
});

describe('GET /api/resource/member/:a/:b/', () => {
  const key = resourceKeys.benefitsLookupMessage;
  const contentOf = async (storedKey: string) => (await testApp.database.db.select().from(resources).where(eq(resources.key, storedKey)))[0]?.content;
  const memberOf = async (isInfoBoxGroup: boolean) => {
    const rows = await testApp.database.db.select().from(members);
    const member = rows.find((row) => (row.groupId === demoGroupIds.infoBox) === isInfoBoxGroup);
    if (!member) throw new Error('seed has no such member');
    return member;
  };

  it("answers the member's group variant and audits the read", async () => {
    const member = await memberOf(true);
    const response = await get(memberResource(key, member.qhid), bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key, content: await contentOf(`${key}#group:${demoGroupIds.infoBox}`) });
    const [entry] = await testApp.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'member-resource-read', memberQhid: String(member.qhid), userName: 'provider@example.com' });
  });

  it('falls back to the base text for other groups', async () => {
    const member = await memberOf(false);
    const response = await get(memberResource(key, member.qhid), bearer(token));
    expect(response.json()).toEqual({ key, content: await contentOf(key) });
  });

  it('refuses employees acting as themselves and limited users, who have no patient access (spec 2 §6), reading nothing', async () => {
    const member = await memberOf(false);
    const reads = async () => (await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'member-resource-read'))).length;
    const before = await reads();
    for (const email of ['admin@example.com', 'limited@example.com']) {
      const response = await get(memberResource(key, member.qhid), bearer(await tokenOf(testApp.app, email)));
      expect(response.statusCode).toBe(403);
      expect(ErrorResponseSchema.parse(response.json()).code).toBe('FORBIDDEN');
    }
    expect(await reads()).toBe(before);
  });

  it('answers 404 for an unknown member and 401 without a session', async () => {
    expect((await get(memberResource(key, 999999999), bearer(token))).statusCode).toBe(404);
    expect((await get(memberResource(key, 12))).statusCode).toBe(401);
  });
});

describe('GET /api/network-documents/:fileName', () => {
  it.each(Object.values(networkDocuments))('answers $fileName as a PDF download', async ({ fileName }) => {
    const response = await get(networkDocument(fileName));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(1500);
  });

  it('renders the same bytes every time, and distinct manuals per edition', async () => {
    const first = await renderNetworkDocument('providerManual2022', defaultPdfBrand);
    expect(Buffer.from(await renderNetworkDocument('providerManual2022', defaultPdfBrand)).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(await renderNetworkDocument('providerManualCurrent', defaultPdfBrand)).equals(Buffer.from(first))).toBe(false);
  });

  it('answers 400 to an unknown file name', async () => {
    expect((await get(networkDocument('secret.pdf'))).statusCode).toBe(400);
  });
});
