import { type FindByNumberResponse, recordNumberMessages } from '@portal/contracts';
import { NotFoundError } from '../../errors.js';
import type { IdentityChecks } from '../../identity-checks/identity-checks.service.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../../access/member-reader.js';
import type { ProviderAccess } from '../../access/provider-access.service.js';
import type { FindByNumberRepository } from './find-by-number.repository.js';

export type FindByNumberService = ReturnType<typeof createFindByNumberService>;

/** The audit outcome of a number that names no record of the account's providers (unknown, or another practice's). */
export const numberNotFound = 'record-not-found';

/**
 * Find by number (issue 34 §2): an authorization or claim number finds the record among those of the reader's
 * active associations (an impersonating employee has the provider account's), without the member's date of birth.
 * Another practice's number answers exactly as an unknown one: same status, message and queries. A number that
 * finds nothing is a miss of the identity throttle (as a member search that finds nobody), so a guesser with a loop
 * is refused after a few; every look-up is audited.
 */
export function createFindByNumberService(deps: {
  repository: FindByNumberRepository;
  providerAccess: ProviderAccess;
  identityChecks: IdentityChecks;
  memberReadAudit: MemberReadAudit;
}) {
  const { repository, providerAccess, identityChecks, memberReadAudit } = deps;

  return {
    async find(reader: MemberReader, number: string): Promise<FindByNumberResponse> {
      const locationIds = await providerAccess.activeLocationIds(reader.accountId);
      const found = await identityChecks.identify(
        // Numbers are their own keys of the throttle, apart from member ids.
        { actor: { ...reader, clientSystemId: null }, memberIds: [`number:${number}`], channel: 'find-by-number' },
        () => repository.findAmong(number, locationIds),
        (result) => result !== undefined,
      );
      if (!found) {
        await memberReadAudit.record(reader, memberReads.recordNumberFind, null, numberNotFound, { number });
        throw new NotFoundError(recordNumberMessages.notFound);
      }
      await memberReadAudit.record(reader, memberReads.recordNumberFind, found.qhid, undefined, { number, kind: found.kind });
      return found;
    },
  };
}
