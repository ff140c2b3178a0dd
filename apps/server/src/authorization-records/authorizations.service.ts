import {
  type Authorization,
  type AuthorizationOverview,
  type AuthorizationsExistResponse,
  type AuthorizationSummariesRequestSchema,
  type AuthorizationSummariesResponse,
  todayIso,
  type UpdateAuthorizationResponse,
  type WithdrawAuthorizationResponse,
  authorizationMessages,
  authorizationStatusLabel,
  type AuthorizationEventActor,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { personActor } from '../authorization-core/actors.js';
import type { AuthorizationCore } from '../authorization-core/authorization-core.js';
import { renderDeterminationLetterPdf } from '../payer/determination-letter-pdf.js';
import type { PdfBrand } from '../pdf/pdf-brand.js';
import type { MemberAccess } from '../access/member-access.service.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../access/member-reader.js';
import type { MembersRepository } from '../eligibility/members.repository.js';
import type { ProviderAccess } from '../access/provider-access.service.js';
import type { PriorAuthorizationPolicy } from '../payer/prior-authorization-policy.service.js';
import type { SettingsService } from '../portal-settings/settings.service.js';
import { asksForChanges, toChangeRequests, type UpdateAuthorization } from './authorization-changes.js';
import type { MemberAuthorizationRow } from './authorization-list.repository.js';
import type { AuthorizationHistoryRepository } from './authorization-history.repository.js';
import type { AuthorizationRecordRepository } from './authorization-record.repository.js';
import { authorizationYears, filterWords, matchesTerm, parseAuthorizationSortClause, sortAuthorizations, toListRow } from './authorization-table.js';
import { grantedServiceLines, toTimeline } from './authorization-timeline.js';
import { toAuthorizationView } from './authorization-view.js';
import type { MemberAuthorizationsCache } from './member-authorizations-cache.js';

export type AuthorizationSummariesSearch = z.output<typeof AuthorizationSummariesRequestSchema>;
export type AuthorizationsService = ReturnType<typeof createAuthorizationsService>;

export const authorizationReadOutcomes = { memberNotFound: 'member-not-found', notFound: 'authorization-not-found' } as const;

/** Visible when the referring provider or the facility is one of the account's active associations. */
const isVisible = (row: Pick<MemberAuthorizationRow, 'providerLocationId' | 'facilityLocationId'>, allowed: ReadonlySet<number>) =>
  allowed.has(row.providerLocationId) || (row.facilityLocationId !== null && allowed.has(row.facilityLocationId));

/**
 * Manage Authorizations (spec 2 §2.5–2.8, §4): a member's authorizations at the providers of the reader's ACTIVE
 * associations (the impersonated account's while impersonating), the overview, change requests and the
 * determination letter. Every read, refused ones included, is audited; another account's authorization and an
 * unknown one look alike (404).
 */
export function createAuthorizationsService(deps: {
  memberAuthorizations: MemberAuthorizationsCache;
  /** The authorization core: edits and withdrawals are its commands. */
  core: Pick<AuthorizationCore, 'updateLines' | 'withdraw'>;
  recordRepository: AuthorizationRecordRepository;
  historyRepository: AuthorizationHistoryRepository;
  membersRepository: MembersRepository;
  providerAccess: ProviderAccess;
  memberAccess: MemberAccess;
  settingsService: SettingsService;
  /** The policy's codes that never need authorization: Add CPT refuses them. */
  policy: Pick<PriorAuthorizationPolicy, 'codesNotRequiringAuthorization'>;
  memberReadAudit: MemberReadAudit;
  /** The plan's brand, which letters carry. */
  getBrand: () => Promise<PdfBrand>;
  clock: Clock;
}) {
  const {
    memberAuthorizations,
    core,
    recordRepository,
    historyRepository,
    membersRepository,
    providerAccess,
    memberAccess,
    settingsService,
    policy,
    memberReadAudit,
    getBrand,
    clock,
  } = deps;

  async function visibleOfMember(reader: MemberReader, qhid: number, what: (typeof memberReads)[keyof typeof memberReads]) {
    await memberAccess.require(reader, qhid, what);
    const [rows, locationIds] = await Promise.all([memberAuthorizations.findByMember(qhid), providerAccess.activeLocationIds(reader.accountId)]);
    if (!rows) {
      await memberReadAudit.record(reader, what, qhid, authorizationReadOutcomes.memberNotFound);
      throw new NotFoundError();
    }
    const allowed = new Set(locationIds);
    return { visible: rows.filter((row) => isVisible(row, allowed)), hasActiveAssociations: locationIds.length > 0 };
  }

  /** The authorization as the overview shows it, when the reader may see it; else 404 (audited). */
  async function readable(reader: MemberReader, id: number, what: (typeof memberReads)[keyof typeof memberReads]): Promise<Authorization> {
    return (await readableRecord(reader, id, what)).authorization;
  }

  async function readableRecord(reader: MemberReader, id: number, what: (typeof memberReads)[keyof typeof memberReads]) {
    const [header, locationIds, settings] = await Promise.all([
      recordRepository.findHeader(id),
      providerAccess.activeLocationIds(reader.accountId),
      settingsService.getPortalSettings(),
    ]);
    if (!header || !isVisible(header, new Set(locationIds))) {
      await memberReadAudit.record(reader, what, header?.qhid ?? null, authorizationReadOutcomes.notFound, { id });
      throw new NotFoundError();
    }
    const details = await recordRepository.findDetails(id);
    const isEditDisabled = settings.groupLists.disableAuthEditsGroups.includes(header.groupId);
    return {
      header,
      details,
      authorization: toAuthorizationView(header, details, { isEditDisabled, appealWindowDays: settings.appealWindowDays, now: clock.now() }),
    };
  }

  return {
    /**
     * The member's authorizations the reader may see, for other features that list them (the duplicate check);
     * an unknown member is 404, audited as `what`. The caller audits what it shows.
     */
    async visibleOfMember(
      reader: MemberReader,
      qhid: number,
      what: (typeof memberReads)[keyof typeof memberReads],
    ): Promise<readonly MemberAuthorizationRow[]> {
      return (await visibleOfMember(reader, qhid, what)).visible;
    },

    async exists(reader: MemberReader, qhid: number): Promise<AuthorizationsExistResponse> {
      const { visible, hasActiveAssociations } = await visibleOfMember(reader, qhid, memberReads.authorizationsExist);
      await memberReadAudit.record(reader, memberReads.authorizationsExist, qhid, undefined, { count: visible.length });
      return { count: visible.length, hasActiveAssociations };
    },

    /** Filtered, sorted and paged here, over the member's (at most a few hundred) visible authorizations. */
    async list(reader: MemberReader, request: AuthorizationSummariesSearch): Promise<AuthorizationSummariesResponse> {
      const { visible } = await visibleOfMember(reader, request.qhid, memberReads.authorizationsList);
      const years = authorizationYears(visible);
      const year = request.year ?? years[0] ?? null;
      const yearPrefix = `${String(year).padStart(4, '0')}-`;
      const words = filterWords(request.term);
      const matching = visible.filter((row) => row.serviceFrom.startsWith(yearPrefix) && matchesTerm(row, words));
      const { sortColumn, isDescending } = parseAuthorizationSortClause(request.sortClause);
      const offset = request.pageSize * request.pageNumber;
      const page = sortAuthorizations(matching, sortColumn, isDescending).slice(offset, offset + request.pageSize);
      await memberReadAudit.record(reader, memberReads.authorizationsList, request.qhid, undefined, {
        year,
        term: request.term,
        sortClause: request.sortClause,
        pageNumber: request.pageNumber,
        totalRows: matching.length,
        authorizationNumbers: page.map((row) => row.authorizationNumber),
      });
      return { authorizations: page.map((row) => toListRow(row, matching.length)), years, year };
    },

    /** The overview, with its timeline and the units the member's paid claims used of each granted line (issue 17). */
    async get(reader: MemberReader, id: number): Promise<AuthorizationOverview> {
      const { header, details, authorization } = await readableRecord(reader, id, memberReads.authorization);
      const lines = grantedServiceLines(header, details);
      const [history, used] = await Promise.all([
        historyRepository.findHistory(id),
        Promise.all(lines.map((line) => historyRepository.countPaidUnits(header.qhid, line.cptCode, line.startDate, line.endDate))),
      ]);
      await memberReadAudit.record(reader, memberReads.authorization, authorization.qhid, undefined, {
        id,
        authorizationNumber: authorization.authorizationId,
      });
      return {
        ...authorization,
        timeline: toTimeline(header, history, clock.now()),
        serviceLineUnits: lines.map((line, index) => ({ ...line, used: used[index] ?? 0 })),
      };
    },

    /**
     * Stores the session's changes as change requests (spec 2 §4), through the core's update command; nothing decided
     * is overwritten. PAS names the lines it cancels besides, and acts as its client system.
     */
    async update(
      reader: MemberReader,
      request: UpdateAuthorization,
      options: { cancelledProcedureIds?: readonly number[]; actor?: AuthorizationEventActor } = {},
    ): Promise<UpdateAuthorizationResponse> {
      const authorization = await readable(reader, request.id, memberReads.authorizationChange);
      if (authorization.authorizationId !== request.authorizationId) throw new NotFoundError();
      const cancelledProcedureIds = options.cancelledProcedureIds ?? [];
      const requested =
        cancelledProcedureIds.length && !asksForChanges(request) ? [] : toChangeRequests(authorization, request, await policy.codesNotRequiringAuthorization());
      const result = await core.updateLines({
        authorizationId: authorization.id,
        changes: requested,
        cancelledProcedureIds,
        // As in the audit log: who clicked, and the provider account an employee acted for.
        requestedBy: { accountId: reader.signedInAccountId, onBehalfOfAccountId: reader.onBehalfOfAccountId, name: reader.userName },
        actor: options.actor ?? personActor(reader.signedInAccountId, reader.personName ?? reader.userName),
        now: clock.now(),
      });
      if (result.kind === 'not-found') throw new NotFoundError();
      memberAuthorizations.forget(authorization.qhid);
      await memberReadAudit.record(reader, memberReads.authorizationChange, authorization.qhid, undefined, {
        id: authorization.id,
        changes: requested.map((change) => change.kind),
        ...(result.cancelled ? { cancelledLines: result.cancelled } : {}),
      });
      return { authUpdated: true };
    },

    /**
     * The provider takes a pending request back (withdraw) with a reason: 409 once it is decided; a retry of a withdrawal
     * answers the same and changes nothing.
     */
    async withdraw(reader: MemberReader, id: number, reason: string): Promise<WithdrawAuthorizationResponse> {
      const authorization = await readable(reader, id, memberReads.authorizationChange);
      const result = await core.withdraw({
        authorizationId: id,
        reason,
        actor: personActor(reader.signedInAccountId, reader.personName ?? reader.userName),
        now: clock.now(),
      });
      if (result.kind === 'not-found') throw new NotFoundError();
      if (result.kind === 'not-pending') {
        await memberReadAudit.record(reader, memberReads.authorizationChange, authorization.qhid, 'refused-not-pending', { id, status: result.status });
        throw new ConflictError(authorizationMessages.withdraw.notPending(authorizationStatusLabel(result.status)));
      }
      memberAuthorizations.forget(authorization.qhid);
      await memberReadAudit.record(reader, memberReads.authorizationChange, authorization.qhid, result.kind === 'withdrawn' ? undefined : 'already-withdrawn', {
        id,
        withdrawn: true,
        reason,
      });
      return { status: result.status };
    },

    /**
     * For the documents of an authorization: its identity when the reader may see it (by id, or by the number the
     * upload call carries), else 404 (audited as `what`).
     */
    async requireVisible(
      reader: MemberReader,
      reference: { id: number } | { authorizationNumber: string },
      what: (typeof memberReads)[keyof typeof memberReads],
    ) {
      const id = 'id' in reference ? reference.id : await recordRepository.findIdByNumber(reference.authorizationNumber);
      if (id === undefined) {
        await memberReadAudit.record(reader, what, null, authorizationReadOutcomes.notFound, reference);
        throw new NotFoundError();
      }
      const { qhid, groupId, authorizationId, authorizationType } = await readable(reader, id, what);
      return { id, qhid, groupId, authorizationNumber: authorizationId, authorizationType };
    },

    codesNotRequiringAuthorization: (): Promise<readonly string[]> => policy.codesNotRequiringAuthorization(),

    /** The letter of the plan's decisions, generated from the store (issue 6 §5). */
    async determinationLetter(reader: MemberReader, qhid: number, id: number): Promise<Uint8Array> {
      const authorization = await readable(reader, id, memberReads.determinationLetter);
      if (authorization.qhid !== qhid) {
        await memberReadAudit.record(reader, memberReads.determinationLetter, authorization.qhid, authorizationReadOutcomes.notFound, { id, qhid });
        throw new NotFoundError();
      }
      const [member, settings, brand, issuedAt] = await Promise.all([
        membersRepository.findById(qhid),
        settingsService.getPortalSettings(),
        getBrand(),
        recordRepository.findLatestLetterDate(id),
      ]);
      const group = member ? await membersRepository.findGroup(member.groupId) : undefined;
      if (!member) throw new NotFoundError();
      const bytes = await renderDeterminationLetterPdf({
        authorization,
        member,
        groupName: group ? `${group.id} - ${group.name}` : member.groupId,
        // The letter of the latest decision is dated when it was issued; one never issued is today's view.
        letterDate: todayIso(issuedAt ?? clock.now()),
        careCoordinatorPhone: group?.tollFreeNumber ?? settings.helpPhone,
        appealWindowDays: settings.appealWindowDays,
        brand,
      });
      await memberReadAudit.record(reader, memberReads.determinationLetter, qhid, undefined, { id, authorizationNumber: authorization.authorizationId });
      return bytes;
    },
  };
}
