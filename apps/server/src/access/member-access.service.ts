import { constants } from '@portal/contracts';
import type { Clock } from '../clock.js';
import { NotFoundError } from '../errors.js';
import type { MemberAccessRepository } from './member-access.repository.js';
import { type MemberRead, type MemberReadAudit, type MemberReader } from './member-reader.js';

export type MemberAccess = ReturnType<typeof createMemberAccess>;

/** The audit outcome of a read refused because the member does not answer to the account. */
export const refusedMemberNotVisible = 'refused-member-not-visible';

/** A grant lasts as long as the longest session can: a search made in one session never outlives it. */
const grantLifetimeMs = constants.sessionAbsoluteLifetimeSeconds * 1000;

/**
 * The member access rule, written once (architecture: security rules): a member's data answers only to an account
 * that found the member by member id and date of birth, or one of whose active associations is the provider or
 * facility of the member's claims or authorizations. The account is the session's effective one, so an
 * impersonating employee has exactly the provider account's reach. A qhid in a URL is never a grant: a member
 * out of reach answers 404, like one that does not exist, and the refusal is audited.
 */
export function createMemberAccess(deps: { memberAccessRepository: MemberAccessRepository; memberReadAudit: MemberReadAudit; clock: Clock }) {
  const { memberAccessRepository, memberReadAudit, clock } = deps;

  const answersTo = (reader: MemberReader, qhid: number): Promise<boolean> =>
    memberAccessRepository.mayRead(reader.accountId, qhid, new Date(clock.now().getTime() - grantLifetimeMs));

  /** Answers 404, like a member that does not exist, and audits the refusal as `what`. */
  async function refuse(reader: MemberReader, qhid: number, what: MemberRead): Promise<never> {
    await memberReadAudit.record(reader, what, qhid, refusedMemberNotVisible);
    throw new NotFoundError();
  }

  return {
    /** The reader found the member by member id and date of birth (a member search that matched one member). */
    async recordFound(reader: MemberReader, qhid: number): Promise<void> {
      await memberAccessRepository.saveGrant(reader.accountId, qhid, clock.now());
    },

    /** Throws 404 (and audits the refusal as `what`) unless the member answers to the reader's account. */
    async require(reader: MemberReader, qhid: number, what: MemberRead): Promise<void> {
      if (!(await answersTo(reader, qhid))) await refuse(reader, qhid, what);
    },

    /** Whether the member answers to the reader's account: for a route that reads alongside the check, then `refuse`s. */
    answersTo,

    refuse,
  };
}
