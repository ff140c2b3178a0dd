import { endpointPath, mfaEndpoints, registrationEndpoints } from '@portal/contracts';
import { and, asc, desc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { claims, providerLocations, settings } from '../db/schema.js';
import { latestCodeTo } from './sent-codes.js';
import { portalSettingsKey } from '../portal-settings/portal-settings.js';

/** Helpers of the registration and code-route integration tests (test code only). */

export const strongPassword = 'Harbor7Lights!x';

export function yourInformation(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Nora',
    lastName: 'Quill',
    title: 'Office Manager',
    email,
    emailConfirm: email,
    phone: '916-555-0100',
    phoneExt: '',
    mobile: '916-555-0199',
    mobileConfirm: '916-555-0199',
    ...overrides,
  };
}

export function providerInformation(helperId: string, overrides: Record<string, unknown> = {}) {
  return {
    HelperId: helperId,
    providerFirstName: 'Ann',
    providerLastName: 'Lee',
    facility: 'Harbor Clinic',
    taxId: '98-7654321',
    npi: '1999999999',
    facilityPhone: '916-555-0111',
    facilityPhoneExt: '',
    address1: '1 Main St',
    address2: '',
    city: 'Sacramento',
    state: 'CA',
    zipCode: '95814',
    termsAccepted: true,
    ...overrides,
  };
}

export const post = (app: FastifyInstance, url: string, payload: unknown) => app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object });

/**
 * A seeded provider location with claims paid to it, a tax ID that is not its own, its newest paid claim (paid within
 * the year before the tests' today, 2026-03-02) and its oldest one.
 */
export async function knownLocation(db: Database) {
  const paidClaims = await db
    .select({
      locationId: providerLocations.locationId,
      npi: providerLocations.npi,
      taxId: providerLocations.taxId,
      claimNumber: claims.claimNumber,
      paidAmount: claims.paidAmount,
      paidDate: claims.paidDate,
    })
    .from(providerLocations)
    .innerJoin(claims, eq(claims.locationId, providerLocations.locationId))
    .where(and(ne(providerLocations.taxId, '00-0000000'), isNotNull(claims.paidDate), gt(claims.paidAmount, '0')))
    .orderBy(asc(providerLocations.locationId), desc(claims.paidDate));
  const [newest] = paidClaims;
  if (!newest || (newest.paidDate ?? '') < '2025-03-02') throw new Error('The demo data has no location with a claim paid in the last year');
  const ofLocation = paidClaims.filter((row) => row.locationId === newest.locationId);
  const oldest = ofLocation[ofLocation.length - 1] ?? newest;
  const otherLocationClaim = paidClaims.find((row) => row.locationId !== newest.locationId && (row.paidDate ?? '') >= '2025-03-02');
  return {
    locationId: newest.locationId,
    npi: newest.npi,
    taxId: newest.taxId,
    otherTaxId: newest.taxId === '11-1111111' ? '22-2222222' : '11-1111111',
    recentClaim: { recentClaimNumber: newest.claimNumber, recentClaimPaidAmount: newest.paidAmount },
    oldestClaim: { recentClaimNumber: oldest.claimNumber, recentClaimPaidAmount: oldest.paidAmount, paidDate: oldest.paidDate ?? '' },
    otherLocationClaim: otherLocationClaim && { recentClaimNumber: otherLocationClaim.claimNumber, recentClaimPaidAmount: otherLocationClaim.paidAmount },
  };
}

/** Switches SMS registration in the stored settings (the settings service re-reads them after its cache lapses). */
export async function setRegistrationUsesSms(db: Database, isEnabled: boolean): Promise<void> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.key, portalSettingsKey)));
  await db
    .update(settings)
    .set({ value: { ...(row?.value as object), registrationUsesSms: isEnabled } })
    .where(eq(settings.key, portalSettingsKey));
}

/** Begins a registration, verifies the e-mail code and saves the provider step; answers the helperId. */
export async function registerUpToPassword(app: FastifyInstance, db: Database, email: string, provider: Record<string, unknown> = {}) {
  const begun = await post(app, endpointPath(registrationEndpoints.begin), yourInformation(email));
  const { helperId } = begun.json() as { helperId: string };
  await post(app, endpointPath(mfaEndpoints.sendMfa, { flow: 'Registration' }), { HelperId: helperId, UserName: email, Email: email });
  const verified = await post(app, endpointPath(mfaEndpoints.verifyMfa, { flow: 'Registration' }), {
    HelperId: helperId,
    UserName: email,
    Code: await latestCodeTo(db, email),
  });
  if ((verified.json() as { error: string | null }).error !== null) throw new Error('The code was refused');
  const saved = await post(app, endpointPath(registrationEndpoints.provider), providerInformation(helperId, provider));
  if (saved.statusCode !== 200) throw new Error(`Provider step failed: ${saved.body}`);
  return helperId;
}
