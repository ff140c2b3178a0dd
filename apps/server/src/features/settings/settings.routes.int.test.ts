import { endpointPath, SettingsSchema, settingsEndpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { EXTERNAL_TIMEOUT_MINUTES: '2', EXTERNAL_DIALOG_MINUTES: '0.5' } });
});
afterAll(() => testApp.close());

const settingsUrl = `/api${endpointPath(settingsEndpoints.settings)}`;

describe('GET /api/settings/', () => {
  it('answers anonymous callers the client-safe settings with config overrides applied', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: settingsUrl });
    expect(response.statusCode).toBe(200);
    const settings = SettingsSchema.strict().parse(response.json());
    expect(settings.externalTimeoutMinutes).toBe(2);
    expect(settings.externalDialogMinutes).toBe(0.5);
    expect(settings.internalTimeoutMinutes).toBe(480);
    expect(settings.states.length).toBeGreaterThan(50);
  });

  it('never sends the benefit checker admin key or the lockout rule', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: settingsUrl });
    expect(response.body).not.toContain('demo-admin-key-not-for-browsers');
    expect(response.body).not.toContain('benefitCheckerAdminKey');
    expect(response.body).not.toContain('maxFailedLogins');
  });
});
