import {
  type ProviderAccessExportsResponse,
  type ProviderAccessMemberChoices,
  type ProviderAccessMemberLookup,
  providerAccessExportsListed,
  providerAccessMessages,
  type RecordProviderAccessChoiceRequest,
  usDateToIso,
} from '@portal/contracts';
import type { AdminActor } from '../../../audit/admin-changes.js';
import type { AuditLog } from '../../../audit/audit-log.js';
import type { Clock } from '../../../clock.js';
import { NotFoundError, ValidationError } from '../../../errors.js';
import type { IdentityChecks } from '../../../identity-checks/identity-checks.service.js';
import type { ProviderAccessAdminRepository } from './provider-access-admin.repository.js';

const text = providerAccessMessages.admin;
type Lookup = Required<ProviderAccessMemberLookup>;

/**
 * Site Administration › Provider Access (issue 33): employees record members' opt-out and opt-in (who, when, how the
 * member told us), effective at once, and follow the exports. Every look-up and every choice is audited under the
 * member; a look-up is an identity check like the portal's member search (member id and date of birth), throttled alike.
 */
export function createProviderAccessAdminService(deps: {
  repository: ProviderAccessAdminRepository;
  identityChecks: IdentityChecks;
  audit: AuditLog;
  clock: Clock;
}) {
  const { repository, identityChecks, audit, clock } = deps;

  async function memberOf(actor: AdminActor, lookup: Lookup) {
    const dob = usDateToIso(lookup.dob);
    if (!dob) throw new ValidationError(text.dobFormat, { dob: [text.dobFormat] });
    const identityActor = {
      signedInAccountId: actor.accountId,
      onBehalfOfAccountId: null,
      userName: actor.userName,
      clientAddress: actor.clientAddress,
      clientSystemId: null,
    };
    const candidates = await identityChecks.identify(
      { actor: identityActor, memberIds: [lookup.memberId], channel: 'portal' },
      () => repository.findMembers(lookup.memberId, dob),
      (found) => found.length > 0,
    );
    const named = lookup.firstName ? candidates.filter((member) => member.firstName.toUpperCase() === lookup.firstName.toUpperCase()) : candidates;
    if (named.length === 0) throw new NotFoundError(text.notFound);
    if (named.length > 1) throw new ValidationError(text.severalFound, { firstName: [text.severalFound] });
    return named[0] as (typeof named)[number];
  }

  async function standingOf(member: Awaited<ReturnType<typeof memberOf>>): Promise<ProviderAccessMemberChoices> {
    const now = clock.now();
    const [history, isSharing] = await Promise.all([repository.history(member.qhid), repository.isSharing(member.qhid, now)]);
    const entries = history.map((row) => ({
      id: row.id,
      choice: row.choice,
      effectiveAt: row.effectiveAt.toISOString(),
      channel: row.channel as ProviderAccessMemberChoices['history'][number]['channel'],
      note: row.note,
      recordedBy: row.recordedBy,
      recordedAt: row.recordedAt.toISOString(),
    }));
    const currentIndex = history.findIndex((row) => row.effectiveAt <= now);
    return {
      member: { memberId: member.memberId, firstName: member.firstName, lastName: member.lastName, dob: String(member.dob).slice(0, 10) },
      isSecureGroup: member.isSecureGroup,
      isSharing,
      current: currentIndex >= 0 ? (entries[currentIndex] ?? null) : null,
      history: entries,
    };
  }

  const auditOf = (actor: AdminActor, qhid: number, action: string, details: Record<string, unknown>) =>
    audit.record({
      actorAccountId: actor.accountId,
      onBehalfOfAccountId: null,
      userName: actor.userName,
      memberQhid: String(qhid),
      action,
      outcome: 'success',
      clientAddress: actor.clientAddress,
      details,
    });

  return {
    async findMember(actor: AdminActor, lookup: Lookup): Promise<ProviderAccessMemberChoices> {
      const member = await memberOf(actor, lookup);
      await auditOf(actor, member.qhid, providerAccessMessages.audit.choicesViewed, {});
      return standingOf(member);
    },

    async recordChoice(actor: AdminActor, request: Required<RecordProviderAccessChoiceRequest>): Promise<ProviderAccessMemberChoices> {
      const member = await memberOf(actor, request);
      const note = request.note.trim() === '' ? null : request.note.trim();
      await repository.record({
        qhid: member.qhid,
        choice: request.choice,
        channel: request.channel,
        note,
        recordedByAccountId: actor.accountId,
        at: clock.now(),
      });
      await auditOf(actor, member.qhid, providerAccessMessages.audit.choiceRecorded, {
        choice: request.choice,
        channel: request.channel,
        hasNote: note !== null,
      });
      return standingOf(member);
    },

    async exports(): Promise<ProviderAccessExportsResponse> {
      const rows = await repository.exports(providerAccessExportsListed);
      return {
        exports: rows.map((row) => ({
          id: row.id,
          clientName: row.clientName,
          clientId: row.clientId,
          groupKind: row.groupKind,
          groupSize: row.groupSize ?? row.groupMemberCount,
          types: row.types,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          completedAt: row.completedAt?.toISOString() ?? null,
          resourcesWritten: row.resourcesWritten,
          lastError: row.lastError,
        })),
      };
    },
  };
}
export type ProviderAccessAdminService = ReturnType<typeof createProviderAccessAdminService>;
