import { addDays, isoDateOf } from '@portal/contracts';
import { providerAccountLocations, unassociatedLocationIds } from './demo-accounts.js';
import type { AuthorizationSpec } from './demo-authorizations.js';
import type { ClaimSpec } from './demo-claims.js';
import { randomClaimSpecs } from './demo-claims.js';
import { isFacilityLocation } from './demo-providers.js';
import type { GeneratedMember } from './demo-members.js';
import type { Random } from './random.js';

const active = providerAccountLocations.active;
const activeIndividuals = active.filter((id) => !isFacilityLocation(id));
const activeFacilities = active.filter((id) => isFacilityLocation(id));
const otherIndividuals = unassociatedLocationIds.filter((id) => !isFacilityLocation(id));
const otherFacilities = unassociatedLocationIds.filter((id) => isFacilityLocation(id));

type Plan = Omit<AuthorizationSpec, 'qhid' | 'sex'>;

/** Harold Whitfield, the frequent patient: hundreds of claims and authorizations. */
export const frequentPatientMemberId = 'M100000010';

const outpatient = (status: Plan['status'], providerLocationId: number, startOffsetDays: number, outcomeReason?: string): Plan => ({
  status,
  outcomeReason,
  isInpatient: false,
  providerLocationId,
  facilityLocationId: null,
  startOffsetDays,
});

const inpatient = (status: Plan['status'], providerLocationId: number, facilityLocationId: number, startOffsetDays: number, outcomeReason?: string): Plan => ({
  status,
  outcomeReason,
  isInpatient: true,
  providerLocationId,
  facilityLocationId,
  startOffsetDays,
});

const [individualA = 1, individualB = 2] = activeIndividuals;
const [facilityA = 3, facilityB = 6] = activeFacilities;
const [otherIndividual = 202] = otherIndividuals;
const [otherFacility = 201] = otherFacilities;

/** Harold Whitfield: the authorization list's paging and benchmark load, three years of every status. */
export const frequentPatientAuthorizationCount = 300;
function frequentPatientAuthorizations(): Plan[] {
  const statuses: Plan['status'][] = ['Approved', 'Approved', 'Pending', 'Denied', 'Pended', 'Approved', 'Partially Approved', 'Cancelled'];
  return Array.from({ length: frequentPatientAuthorizationCount }, (_, index) => {
    const status = statuses[index % statuses.length] as Plan['status'];
    const provider = index % 2 === 0 ? individualA : individualB;
    const startOffsetDays = 20 - index * 3;
    return index % 6 === 0
      ? inpatient(status, provider, index % 4 === 0 ? facilityA : facilityB, startOffsetDays)
      : outpatient(status, provider, startOffsetDays);
  });
}

/** Authorizations of the fixed members, by member id: every status, both settings, future admissions. */
const authorizationPlans: Record<string, Plan[]> = {
  M100000001: [
    outpatient('Approved', individualA, -40, 'Automated Approval'),
    outpatient('Pending', individualB, 7, 'Clinical Review Required'),
    outpatient('Pended', individualA, 3, 'Request Additional Information'),
    outpatient('Denied', individualB, -120, 'QH Policy'),
    outpatient('Partially Approved', individualA, -75, 'Clinical Review Required'),
    outpatient('Cancelled', individualB, -200, 'No Review Required'),
    inpatient('Approved', individualA, facilityA, 21, 'Future Admission'),
    inpatient('Approved', individualB, facilityB, -300, 'QH Policy'),
    // In hospital now: the stay whose extension the Manage Authorizations journey requests.
    inpatient('Approved', individualA, facilityA, -2, 'Automated Approval'),
  ],
  M100000002: [outpatient('Approved', otherIndividual, -30), inpatient('Pending', otherIndividual, otherFacility, 10, 'Pending Clinical Information')],
  M100000006: [outpatient('Pending', individualB, 5, 'Pending Clinical Information')],
  M100000007: [
    outpatient('Approved', individualA, -15, 'No Review Required'),
    outpatient('Pended', individualB, 2, 'Clinical Info Needed'),
    outpatient('Denied', individualA, -90, 'QH Policy'),
    inpatient('Approved', individualB, facilityB, 45, 'Future Admission-OB'),
    inpatient('Partially Approved', individualA, facilityA, -60, 'Clinical Review Required'),
  ],
  M100000011: [outpatient('Approved', individualA, -10, 'Automated Approval'), inpatient('Approved', individualB, facilityA, 12, 'Future Admission')],
  M100000012: [outpatient('Approved', individualB, -20, 'No Review Required'), outpatient('Denied', individualA, -50, 'QH Policy')],
  // Her existing pregnancy: the Future OB admission its submission (demo-pregnancy.ts) asked for.
  M100000014: [inpatient('Approved', individualA, facilityA, 120, 'Future Admission-OB')],
  [frequentPatientMemberId]: frequentPatientAuthorizations(),
};

export function fixedAuthorizationSpecs(generated: GeneratedMember): AuthorizationSpec[] {
  const { qhid, sex, memberId } = generated.member;
  return (authorizationPlans[memberId] ?? []).map((plan) => ({
    ...plan,
    qhid,
    sex,
    kind: plan.outcomeReason === 'Future Admission-OB' ? 'maternity' : undefined,
  }));
}

/** Maria Lopez: a dozen claims over the last three years, paid and unpaid, complete and not. */
function mariaClaims(qhid: number, now: Date, random: Random): ClaimSpec[] {
  const today = isoDateOf(now, 'UTC');
  return Array.from({ length: 12 }, (_, index) => {
    const isPaid = index % 4 !== 0;
    return {
      qhid,
      locationId: active[index % active.length] as number,
      dateOfService: addDays(today, -(30 + index * 88 + random.int(0, 10))),
      isPaid,
      allLinesComplete: isPaid ? index % 5 !== 1 : index === 4,
    };
  });
}

/** Harold Whitfield: enough claims for pages of every page size, and the claims benchmark's load. */
export const frequentPatientClaimCount = 500;

export function fixedClaimSpecs(generated: GeneratedMember, now: Date, random: Random): ClaimSpec[] {
  const { qhid, memberId } = generated.member;
  const window = { from: generated.coveredFrom, to: generated.coveredTo };
  switch (memberId) {
    case 'M100000001':
      return mariaClaims(qhid, now, random);
    case 'M100000004':
      // Claims from while the plan was still in force.
      return [
        { qhid, locationId: 2, dateOfService: '2022-03-15', isPaid: true, allLinesComplete: true },
        { qhid, locationId: 3, dateOfService: '2022-10-04', isPaid: true, allLinesComplete: false },
      ];
    case 'M100000005':
      return randomClaimSpecs(qhid, 3, window, now, activeIndividuals, random);
    case 'M100000006':
      return randomClaimSpecs(qhid, 2, window, now, [individualA, otherIndividual], random);
    case 'M100000007':
      return randomClaimSpecs(qhid, 2, window, now, active, random);
    case frequentPatientMemberId:
      return randomClaimSpecs(qhid, frequentPatientClaimCount, window, now, active, random);
    default:
      // M100000002 and M100000003: at providers provider@example.com is not associated with.
      return randomClaimSpecs(qhid, memberId === 'M100000002' ? 4 : 2, window, now, unassociatedLocationIds, random);
  }
}
