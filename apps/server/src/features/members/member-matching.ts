import type { MemberSearchResponse } from '@portal/contracts';
import type { MemberCandidate } from '../../eligibility/members.repository.js';

/**
 * What a search found: the member, nobody on that card and date of birth (0), or no single one by the names (-1).
 * The kinds are also the outcomes written to the audit log.
 */
export type MemberMatch = { kind: 'found'; member: MemberCandidate } | { kind: 'not-found' } | { kind: 'not-matched' };

const same = (given: string, stored: string | null) => given.trim().toLowerCase() === (stored ?? '').trim().toLowerCase();

/**
 * Narrows the members on a card by the names the provider typed (spec 2 §3, §8): first and last name exact but
 * case-insensitive, the middle initial by its first letter. Names left empty do not narrow. Twins share a card
 * and a date of birth, so without a first name they are "not matched" rather than one of them at random.
 */
export function matchMember(candidates: readonly MemberCandidate[], names: { firstname?: string; middlename?: string; lastname?: string }): MemberMatch {
  if (candidates.length === 0) return { kind: 'not-found' };
  const firstName = names.firstname?.trim() ?? '';
  const lastName = names.lastname?.trim() ?? '';
  const middleInitial = (names.middlename?.trim() ?? '').slice(0, 1);
  const left = candidates.filter(
    (candidate) =>
      (firstName === '' || same(firstName, candidate.firstName)) &&
      (lastName === '' || same(lastName, candidate.lastName)) &&
      (middleInitial === '' || same(middleInitial, (candidate.middleInitial ?? '').slice(0, 1))),
  );
  const [only] = left;
  return left.length === 1 && only ? { kind: 'found', member: only } : { kind: 'not-matched' };
}

/** The wire answer of a match: qhid > 0 with the names, 0 or -1 with empty names. */
export function toSearchResponse(match: MemberMatch): MemberSearchResponse {
  if (match.kind === 'found') {
    const { qhid, firstName, middleInitial, lastName } = match.member;
    return { qhid, firstName, middleInitial: middleInitial ?? '', lastName };
  }
  return { qhid: match.kind === 'not-found' ? 0 : -1, firstName: '', middleInitial: '', lastName: '' };
}
