import { addDays, daysBetween, isoDateOf } from '@portal/contracts';
import type { claimCodes, claims } from '../db/schema.js';
import { everydayDiagnosisCodes, type CatalogCode } from './code-catalog.js';
import { isFacilityLocation } from './demo-providers.js';
import { everydayCptCodes, hcpcsCodes } from './procedure-codes.js';
import type { Random } from './random.js';

export type ClaimRow = typeof claims.$inferInsert;
export type ClaimCodeRow = typeof claimCodes.$inferInsert;

export interface ClaimSpec {
  qhid: number;
  locationId: number;
  dateOfService: string;
  isPaid: boolean;
  allLinesComplete: boolean;
}

const officePlaces = ['11', '11', '11', '02', '10', '20'] as const;
const facilityPlaces = ['22', '22', '19', '23', '24', '81', '21'] as const;

const money = (cents: number) => (cents / 100).toFixed(2);

/** Claim numbers: two-digit year of service and a running number, unique across the data set. */
export function claimNumberFor(dateOfService: string, sequence: number): string {
  return `${dateOfService.slice(2, 4)}${String(sequence).padStart(9, '0')}`;
}

function distinct(random: Random, catalog: readonly CatalogCode[], count: number): CatalogCode[] {
  return random.sample(catalog, count);
}

/** Rows of one claim and its codes; the first cpt and the first icd code are the primary ones. */
export function buildClaim(spec: ClaimSpec, sequence: number, today: string, random: Random): { claim: ClaimRow; codes: ClaimCodeRow[] } {
  const isFacility = isFacilityLocation(spec.locationId);
  const placeOfService = random.pick(isFacility ? facilityPlaces : officePlaces);
  const isInpatient = placeOfService === '21';
  const dateOfServiceEnd = isInpatient ? addDays(spec.dateOfService, random.int(1, 5)) : spec.dateOfService;
  const chargedCents = isInpatient ? random.int(800_000, 4_500_000) : isFacility ? random.int(25_000, 600_000) : random.int(9_000, 65_000);
  const allowedCents = Math.round(chargedCents * (0.4 + random.next() * 0.4));
  // A claim cannot have been paid before it was received, nor after today.
  const paidDate = spec.isPaid ? addDays(dateOfServiceEnd, Math.min(random.int(14, 45), Math.max(1, daysBetween(dateOfServiceEnd, today)))) : null;
  const claimNumber = claimNumberFor(spec.dateOfService, sequence);
  const procedures = random.chance(0.12) ? [random.pick(hcpcsCodes)] : distinct(random, everydayCptCodes, random.int(1, 3));
  const diagnoses = distinct(random, everydayDiagnosisCodes, random.int(1, 3));
  const codes: ClaimCodeRow[] = [
    ...procedures.map((code, index) => ({ claimNumber, codeType: 'cpt', sequence: index + 1, code: code.code, description: code.description })),
    ...diagnoses.map((code, index) => ({ claimNumber, codeType: 'icd', sequence: index + 1, code: code.code, description: code.description })),
  ];
  return {
    claim: {
      claimNumber,
      qhid: spec.qhid,
      locationId: spec.locationId,
      dateOfService: spec.dateOfService,
      dateOfServiceEnd,
      paidDate,
      chargedAmount: money(chargedCents),
      allowedAmount: money(spec.isPaid || spec.allLinesComplete ? allowedCents : 0),
      paidAmount: money(spec.isPaid ? Math.round(allowedCents * (0.7 + random.next() * 0.3)) : 0),
      placeOfService,
      allLinesComplete: spec.allLinesComplete,
      showEob: paidDate !== null,
    },
    codes,
  };
}

/**
 * Random claims of one member, dated inside the member's coverage and the last three years before `now`.
 * Recent claims are more often still in process.
 */
export function randomClaimSpecs(
  qhid: number,
  count: number,
  window: { from: string; to: string },
  now: Date,
  locationIds: readonly number[],
  random: Random,
): ClaimSpec[] {
  const today = isoDateOf(now, 'UTC');
  const threeYearsAgo = addDays(today, -3 * 365);
  const from = window.from > threeYearsAgo ? window.from : threeYearsAgo;
  const to = window.to < today ? window.to : addDays(today, -1);
  const span = daysBetween(from, to);
  if (span < 0) return [];
  return Array.from({ length: count }, () => {
    const dateOfService = addDays(from, random.int(0, span));
    const age = daysBetween(dateOfService, today);
    const isPaid = age > 20 && random.chance(age > 60 ? 0.85 : 0.4);
    return {
      qhid,
      locationId: random.pick(locationIds),
      dateOfService,
      isPaid,
      allLinesComplete: isPaid ? random.chance(0.92) : random.chance(0.3),
    };
  });
}
