import { addDays, todayIso } from '@portal/contracts';
import type { Database } from '../../../db/client.js';
import { authorizations, claims, members, providerLocations } from '../../../db/schema.js';
import { demoGroupIds } from '../../../demo/demo-groups.js';
import { npiFromDigits } from '../../../payer/npi.js';

/** The NPIs of the two test organizations: ours (the client's) and another's. */
export const testNpis = { ours: npiFromDigits('177700001'), theirs: npiFromDigits('177700002') } as const;

const locationIds = { ours: 990_001, theirs: 990_002 } as const;
const firstQhid = 990_100;

/** Who is who: each member's qhid, by the case the tests name. */
export const testMembers = {
  claim23Months: firstQhid,
  claim25Months: firstQhid + 1,
  upcomingAuthorization: firstQhid + 2,
  optedOut: firstQhid + 3,
  secureGroup: firstQhid + 4,
  otherOrganization: firstQhid + 5,
  twinOne: firstQhid + 6,
  twinTwo: firstQhid + 7,
} as const;

export const memberIdOf = (qhid: number) => `PA${qhid}`;
/** Twins share a family card's member id and their date of birth. */
export const twinsMemberId = 'PATWINS01';
export const dobOf = (qhid: number) => `19${String(50 + (qhid % 40)).padStart(2, '0')}-04-1${qhid % 10}`;
export const nameOf = (qhid: number) => ({ firstName: `Given${qhid - firstQhid}`, lastName: `Family${qhid - firstQhid}` });

const monthsBefore = (today: string, months: number) => {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 - months, day)).toISOString().slice(0, 10);
};

/**
 * The core system's facts the Provider Access tests stand on: two provider locations (ours and another
 * organization's), members with claims and authorizations at them, as the plan's feed would write them.
 */
export async function seedProviderAccessFacts(db: Database, now: Date) {
  const today = todayIso(now);
  const address = { taxId: '77-7000001', address1: '1 Test Way', city: 'Sacramento', state: 'CA', zipCode: '95814', phone: '916-555-0100' };
  await db.insert(providerLocations).values([
    { locationId: locationIds.ours, npi: testNpis.ours, fullName: 'OUR TEST CLINIC', isFacility: false, ...address },
    { locationId: locationIds.theirs, npi: testNpis.theirs, fullName: 'THEIR TEST CLINIC', isFacility: false, ...address },
  ]);
  const all = Object.values(testMembers);
  await db.insert(members).values(
    all.map((qhid) => ({
      qhid,
      memberId: qhid === testMembers.twinOne || qhid === testMembers.twinTwo ? twinsMemberId : memberIdOf(qhid),
      groupId: qhid === testMembers.secureGroup ? demoGroupIds.secure : demoGroupIds.automation,
      ...nameOf(qhid),
      dob: qhid === testMembers.twinTwo ? dobOf(testMembers.twinOne) : dobOf(qhid),
      sex: 'F',
    })),
  );
  const claim = (qhid: number, locationId: number, date: string, suffix = '') => ({
    claimNumber: `PA-${qhid}${suffix}`,
    qhid,
    locationId,
    dateOfService: date,
    dateOfServiceEnd: date,
    chargedAmount: '100.00',
    allowedAmount: '80.00',
    paidAmount: '60.00',
    placeOfService: '11',
    allLinesComplete: true,
  });
  const recent = monthsBefore(today, 2);
  await db
    .insert(claims)
    .values([
      claim(testMembers.claim23Months, locationIds.ours, monthsBefore(today, 23)),
      claim(testMembers.claim25Months, locationIds.ours, monthsBefore(today, 25)),
      claim(testMembers.optedOut, locationIds.ours, recent),
      claim(testMembers.secureGroup, locationIds.ours, recent),
      claim(testMembers.otherOrganization, locationIds.theirs, recent),
      claim(testMembers.twinOne, locationIds.ours, recent),
      claim(testMembers.twinTwo, locationIds.ours, recent),
    ]);
  await db.insert(authorizations).values({
    authorizationNumber: `PA-AUTH-${testMembers.upcomingAuthorization}`,
    qhid: testMembers.upcomingAuthorization,
    providerLocationId: locationIds.ours,
    status: 'Approved',
    outcomeReason: 'Approved',
    authorizationType: 'MEDRRT01',
    isInpatient: false,
    placeOfService: '11',
    serviceFrom: addDays(today, 10),
    serviceTo: addDays(today, 40),
    receivedAt: now,
    diagnosisCode: 'M54.5',
    diagnosisDescription: 'Low back pain',
    procedureCode: '72148',
    procedureDescription: 'MRI lumbar spine',
    units: 1,
    decisionDueAt: now,
  });
}
