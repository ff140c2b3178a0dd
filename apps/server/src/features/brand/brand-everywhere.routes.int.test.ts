import { contentEndpoints, defaultBrand, endpointPath, escapeHtml, resourceKeys } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../db/schema.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';

/** The plan renamed (issue 34 §9): every text that names the plan reads the brand, so none shows the old name. */
const renamed = { planName: 'Cedar & Pine Health', productName: 'Clinic Hub', primaryColour: '#0b4f8a' };

let testApp: TestApp;
let adminToken: string;
beforeAll(async () => {
  testApp = await createTestApp();
  adminToken = await tokenOf(testApp.app, 'admin@example.com');
}, 60_000);
afterAll(() => testApp?.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });
const resourceText = async (key: string) => {
  const response = await get(`/api${endpointPath(contentEndpoints.resource, { key })}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: string }>().content;
};
const rename = async (brand: typeof renamed) => {
  const saved = await testApp.app.inject({ method: 'PUT', url: '/api/admin/brand/', headers: bearer(adminToken), payload: brand });
  expect(saved.statusCode, saved.body).toBe(200);
};
const namingTheBrand = [resourceKeys.loginMessage, resourceKeys.resourcesHeaderMessage, resourceKeys.termsAndConditions, resourceKeys.epTermsAndConditions];

describe('the brand everywhere', () => {
  it('stores no text naming the plan: the seeded texts hold tokens, filled from the brand when read', async () => {
    const stored = await testApp.database.db.select({ key: resources.key, content: resources.content }).from(resources);
    expect(stored.length).toBeGreaterThan(10);
    for (const { key, content } of stored) expect(`${key}: ${content}`).not.toContain(defaultBrand.planName);
    for (const key of namingTheBrand) expect(await resourceText(key)).toContain(defaultBrand.planName);
  });

  it('after renaming the plan, the Login welcome, the Resources header, the Terms, the OpenAPI title and the mailbox name the new plan', async () => {
    await rename(renamed);
    try {
      for (const key of namingTheBrand) {
        const text = await resourceText(key);
        expect(text, key).toContain(escapeHtml(renamed.planName));
        expect(text, key).not.toContain(defaultBrand.planName);
      }
      expect(await resourceText(resourceKeys.loginMessage)).toContain(`<strong>${escapeHtml(renamed.planName)} ${renamed.productName}</strong>`);

      const docs = await get('/api/docs');
      expect(docs.statusCode).toBe(200);
      expect(docs.json<{ info: { title: string; description: string } }>().info).toMatchObject({
        title: `${renamed.planName} ${renamed.productName} API`,
        description: `The API of the ${renamed.planName} ${renamed.productName}.`,
      });

      const mailbox = await get('/dev/mailbox');
      expect(mailbox.statusCode).toBe(200);
      expect(mailbox.body).toContain(`<title>Development mailbox - ${escapeHtml(`${renamed.planName} ${renamed.productName}`)}</title>`);
      expect(mailbox.body).not.toContain(defaultBrand.planName);
    } finally {
      await rename({ ...defaultBrand, primaryColour: defaultBrand.primaryColour });
    }
  });
});
