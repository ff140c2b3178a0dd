import { type SaveAuthorizationRequest, SaveAuthorizationResponseSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { reviewItems } from '../db/schema.js';
import type { SubmitAuthorizationFixture } from './submit-authorization-test-support.js';

/**
 * A request provider@example.com submits for the reviewers: pending (no automation), two procedures (29881 ×4,
 * 97110 ×12) unless told otherwise; answers the saved authorization and its review item.
 */
export async function submittedForReview(fixture: SubmitAuthorizationFixture, overrides: Partial<SaveAuthorizationRequest> = {}) {
  const body: SaveAuthorizationRequest = {
    qhid: fixture.qhids.M100000001 as number,
    authorizationWorkflowId: 1,
    service: { placeOfService: '22', expectedStartDate: '03/10/2026', expectedEndDate: '03/20/2026' },
    diagnosisCodes: [{ value: 'M17.11', description: '' }],
    procedureCodes: [
      { value: '29881', description: '', requestedUnits: '4', unitDescription: 'Units', expectedStartDate: '', expectedEndDate: '' },
      { value: '97110', description: '', requestedUnits: '12', unitDescription: 'Units', expectedStartDate: '', expectedEndDate: '' },
    ],
    provider: { id: fixture.ownProvider.locationId, name: fixture.ownProvider.fullName, networkStatus: 'In-Network', fax: '916-555-0100', taxID: '12-3456789' },
    facility: { id: fixture.ownFacility.locationId, name: fixture.ownFacility.fullName, networkStatus: 'In-Network', isFacility: true },
    request: { firstName: 'Dana', lastName: 'Whitfield', phone: '916-555-0123', extension: '', fax: '916-555-0199', notes: 'Left knee.' },
    ...overrides,
  };
  const response = await fixture.submit(body);
  expect(response.statusCode, response.body).toBe(200);
  const saved = SaveAuthorizationResponseSchema.parse(response.json());
  expect(saved.authStatus).toBe('Pending');
  const [item] = await fixture.db.select().from(reviewItems).where(eq(reviewItems.authorizationId, saved.authId));
  if (!item) throw new Error('The submission made no review item.');
  return { ...saved, itemId: item.id, item };
}
