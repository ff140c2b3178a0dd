import { addDays, daysBetween, isGrantingStatus } from '@portal/contracts';
import type { AuthorizationDetails } from './demo-authorization-details.js';
import type { AuthorizationRow } from './demo-authorizations.js';
import { claimNumberFor, type ClaimCodeRow, type ClaimRow } from './demo-claims.js';
import { createRandom, demoSeed } from './random.js';

/** Claim numbers of these claims run in their own range, so they shift no other demo claim's number. */
const claimSequenceBase = 900_000_000;

/** Claims are paid about three weeks after the visit: younger visits are still in process. */
const daysToPayment = 21;

/**
 * Paid claims for the visits of an approved outpatient service (issue 17's units meter): each billing the first
 * procedure's code once, within its approved dates, for a share of its units — some lines nearly or fully used,
 * most partly. Draws from its own stream per authorization, so the rest of the demo data stays as it was.
 */
export function buildAuthorizationClaims(
  authorization: AuthorizationRow,
  details: AuthorizationDetails,
  today: string,
): { claims: ClaimRow[]; codes: ClaimCodeRow[] } {
  const procedure = details.procedures[0];
  const decision = details.outcomes.find((outcome) => outcome.procedureId === procedure?.id && !outcome.extensionId && isGrantingStatus(outcome.status));
  const lastPaidDay = addDays(today, -daysToPayment);
  if (authorization.isInpatient || !procedure || !decision?.units || decision.startDate > lastPaidDay) return { claims: [], codes: [] };
  const random = createRandom(demoSeed).fork(`authorization-claims:${authorization.id}`);
  const lastVisit = decision.endDate < lastPaidDay ? decision.endDate : lastPaidDay;
  const span = daysBetween(decision.startDate, lastVisit);
  const share = random.weighted([
    [0.4, 40],
    [0.7, 30],
    [0.9, 20],
    [1, 10],
  ] as const);
  const visits = Math.min(decision.units, Math.round(decision.units * share));
  const claims: ClaimRow[] = [];
  const codes: ClaimCodeRow[] = [];
  for (let visit = 0; visit < visits; visit += 1) {
    const dateOfService = addDays(decision.startDate, random.int(0, span));
    const claimNumber = claimNumberFor(dateOfService, claimSequenceBase + (authorization.id as number) * 100 + visit);
    const allowedCents = random.int(6_000, 30_000);
    claims.push({
      claimNumber,
      qhid: authorization.qhid,
      locationId: authorization.providerLocationId,
      dateOfService,
      dateOfServiceEnd: dateOfService,
      paidDate: addDays(dateOfService, random.int(14, daysToPayment)),
      chargedAmount: (Math.round(allowedCents * 1.6) / 100).toFixed(2),
      allowedAmount: (allowedCents / 100).toFixed(2),
      paidAmount: (Math.round(allowedCents * 0.8) / 100).toFixed(2),
      placeOfService: authorization.placeOfService,
      allLinesComplete: true,
      showEob: true,
    });
    codes.push(
      { claimNumber, codeType: 'cpt', sequence: 1, code: procedure.cptCode, description: procedure.description },
      { claimNumber, codeType: 'icd', sequence: 1, code: authorization.diagnosisCode, description: authorization.diagnosisDescription },
    );
  }
  return { claims, codes };
}
