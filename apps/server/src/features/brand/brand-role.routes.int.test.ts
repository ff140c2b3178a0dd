import { adminEndpoints, endpointPath, ErrorResponseSchema, EmployeeRolesRowSchema, messages, roles } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { bearer, tokenOf } from '../../test/test-app.js';
import { onePixelPngBase64 } from '../../test/brand-test-files.js';
import { type AdminTestContext, createAdminTestContext } from '../../test/admin-test-support.js';

let context: AdminTestContext;
let reviewerToken: string;
beforeAll(async () => {
  context = await createAdminTestContext();
  reviewerToken = await tokenOf(context.testApp.app, 'reviewer@example.com');
});
afterAll(() => context.testApp.close());

const goodBrand = { planName: 'Cedar Valley Health', productName: 'Cedar Provider Hub', primaryColour: '#0B4F8A' };
const brandCalls = [
  { method: 'PUT', url: '/api/admin/brand/', payload: goodBrand },
  { method: 'PUT', url: '/api/admin/brand/logo/', payload: { fileName: 'logo.png', contentBase64: onePixelPngBase64 } },
  { method: 'DELETE', url: '/api/admin/brand/logo/' },
] as const;
const callAs = (token: string, { method, url, ...rest }: (typeof brandCalls)[number]) =>
  context.testApp.app.inject({ method, url, headers: bearer(token), ...('payload' in rest ? { payload: rest.payload } : {}) });

const saveRoles = (accountId: number, granted: string[]) =>
  context.call('PUT', `/api${endpointPath(adminEndpoints.saveEmployeeRoles, { id: accountId })}`, { roles: granted });

describe('the brand role', () => {
  it('is not every employee’s: an employee without it is refused every change (403), nothing written', async () => {
    for (const call of brandCalls) expect((await callAs(reviewerToken, call)).statusCode).toBe(403);
    expect(await countRows(context.db, brand)).toBe(0);
  });

  it('is granted by a site administrator, and then the employee may change the brand', async () => {
    const reviewerId = await context.accountIdOf('reviewer@example.com');
    const granted = await saveRoles(reviewerId, [roles.reviewer, roles.brand]);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(EmployeeRolesRowSchema.parse(granted.json()).roles).toEqual([roles.reviewer, roles.brand]);
    for (const call of brandCalls) expect((await callAs(reviewerToken, call)).statusCode).toBe(200);
    expect(await countRows(context.db, brand)).toBe(1);

    // Withdrawn: refused again.
    expect((await saveRoles(reviewerId, [roles.reviewer])).statusCode).toBe(200);
    expect((await callAs(reviewerToken, brandCalls[0])).statusCode).toBe(403);
  });

  it('is held by site administrators without a grant', async () => {
    for (const call of brandCalls) expect((await callAs(context.adminToken, call)).statusCode).toBe(200);
  });

  it('is not used while acting as a provider: an impersonating site administrator is refused, nothing written', async () => {
    const impersonatingToken = await tokenOf(context.testApp.app, 'admin@example.com');
    const providerId = await context.accountIdOf('provider@example.com');
    const begun = await context.testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(adminEndpoints.beginImpersonation, { accountId: providerId })}`,
      headers: bearer(impersonatingToken),
    });
    expect(begun.statusCode, begun.body).toBe(200);
    // A brand that differs from what each call would write, so a change that got through would show.
    expect((await callAs(context.adminToken, { ...brandCalls[0], payload: { ...goodBrand, planName: 'Before the impersonation' } })).statusCode).toBe(200);
    expect((await callAs(context.adminToken, brandCalls[1])).statusCode).toBe(200);
    const before = (await context.call('GET', '/api/brand/', undefined, null)).json();
    for (const call of brandCalls) {
      const response = await callAs(impersonatingToken, call);
      expect(response.statusCode).toBe(403);
      expect(ErrorResponseSchema.parse(response.json()).message).toBe(messages.impersonationErrors.notAvailable);
    }
    expect((await context.call('GET', '/api/brand/', undefined, null)).json()).toEqual(before);
  });
});
