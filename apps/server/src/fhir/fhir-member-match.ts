import { eq, isNull, or, type Placeholder, type SQL } from 'drizzle-orm';
import { members } from '../db/schema.js';

/**
 * The members a client system may find at all: the plan's members, and the certification sandbox's members
 * (features/sandbox) only by the client system they were loaded for. CRD's query writes the same condition in SQL.
 * The client system may be a prepared query's placeholder.
 */
export const membersVisibleTo = (clientSystemId: number | Placeholder): SQL | undefined =>
  or(isNull(members.sandboxClientSystemId), eq(members.sandboxClientSystemId, clientSystemId));

/** Who a FHIR client says the patient is: the member ids it sent (Coverage, Patient) and what identifies them. */
export interface MemberClaim {
  identifiers: readonly string[];
  birthDate: string | null;
  family: string | null;
  given: string | null;
}

export interface MemberCandidate {
  dob: string | Date;
  firstName: string;
  lastName: string;
}

/**
 * The one member a FHIR client names, or none (PAS and CRD alike). As in the portal, a member id alone finds
 * nobody: it takes the date of birth, or, when the client sends none (the PAS guide's subscriber example), the
 * member's family and given names; whatever is sent must match. `candidates`: the members with one of the ids.
 */
export function matchingMember<M extends MemberCandidate>(candidates: readonly M[], claim: MemberClaim): M | undefined {
  const { birthDate, family, given } = claim;
  if (!birthDate && !(family && given)) return undefined;
  const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
  const matches = candidates.filter(
    (member) =>
      (!birthDate || String(member.dob).slice(0, 10) === birthDate) && (!family || same(member.lastName, family)) && (!given || same(member.firstName, given)),
  );
  return matches.length === 1 ? matches[0] : undefined;
}
