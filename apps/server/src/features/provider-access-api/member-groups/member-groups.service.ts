import type { Bundle, Group, Parameters } from '@medplum/fhirtypes';
import {
  addDaysToTimestamp,
  attributedGroupRefreshMinutes,
  attributionLookbackMonths,
  matchedGroupDays,
  providerAccessMessages,
  todayIso,
} from '@portal/contracts';
import type { AuditLog } from '../../../audit/audit-log.js';
import type { ClientSystemActor } from '../../../client-system-auth/client-system-auth.js';
import type { Clock } from '../../../clock.js';
import { matchingMember } from '../../../fhir/fhir-member-match.js';
import { FhirError } from '../../../fhir/operation-outcome.js';
import type { IdentityChecks } from '../../../identity-checks/identity-checks.service.js';
import { type BundleOutcome, groupResource, memberMatchAnswer, type StoredGroup } from './member-group-resources.js';
import { type Attestation, readMemberMatchRequest } from './member-match-request.js';
import type { MatchedMemberRow, MemberGroupsRepository } from './member-groups.repository.js';

const refreshAfterMs = attributedGroupRefreshMinutes * 60_000;
const auditActions = providerAccessMessages.audit;

/** The first day of care that still counts for attribution: the lookback's months before today. */
function lookbackCutoff(now: Date): string {
  const today = todayIso(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const cutoff = new Date(Date.UTC(year, month - 1 - attributionLookbackMonths, 1));
  // The same day of the month, or the month's last day when it has fewer (24 months before 29 February).
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff.toISOString().slice(0, 10);
}

/**
 * Whether the attestation holds for this client at `now`: active, naming one of the client's NPIs (the one it is
 * answered for), and its period covering now. Answers the NPI, or null.
 */
function attestedNpi(attestation: Attestation, client: Pick<ClientSystemActor, 'npis'>, now: Date): string | null {
  if (!attestation.isActive) return null;
  if (attestation.periodStart && attestation.periodStart > now) return null;
  if (attestation.periodEnd && attestation.periodEnd < now) return null;
  return attestation.npis.find((npi) => client.npis.includes(npi)) ?? null;
}

export type MemberGroupsService = ReturnType<typeof createMemberGroupsService>;

/**
 * Who may be exported through the Provider Access API (issue 33): v2's $provider-member-match, which answers a matched
 * Group of the members a provider attests to treat; v1's attributed Group of each client system, worked out from the
 * plan's claims and authorizations and kept current; and reading either as `Group/{id}`, by its own client only.
 */
export function createMemberGroupsService(deps: {
  repository: MemberGroupsRepository;
  identityChecks: IdentityChecks;
  audit: AuditLog;
  getBrand: () => Promise<{ planName: string }>;
  clock: Clock;
}) {
  const { repository, identityChecks, audit, getBrand, clock } = deps;

  const storedGroupOf = (row: NonNullable<Awaited<ReturnType<MemberGroupsRepository['findGroup']>>>): StoredGroup => ({
    id: row.id,
    kind: row.kind,
    refreshedAt: row.refreshedAt,
    expiresAt: row.expiresAt,
    organizationIdentifier: row.organizationIdentifier,
    clientName: row.clientName,
  });

  async function refresh(group: { id: string; clientSystemId: number; npis: readonly string[] }, now: Date) {
    const npis = group.npis.filter((npi) => npi.trim() !== '');
    // A system with no NPI cares for nobody: its Group is emptied by the same statement with an NPI nobody has.
    await repository.refreshAttributed(group.id, group.clientSystemId, npis.length > 0 ? npis : [''], lookbackCutoff(now), now);
  }

  /**
   * Refreshes an attributed Group whose members were worked out longer ago than the refresh interval; a matched Group
   * (fixed at its match) and an unknown id are left. The export engine calls it before it exports a Group.
   */
  async function refreshIfStale(groupId: string): Promise<void> {
    const now = clock.now();
    const group = await repository.findGroupById(groupId);
    if (!group || group.kind !== 'attributed') return;
    if (now.getTime() - group.refreshedAt.getTime() < refreshAfterMs) return;
    await refresh(group, now);
  }

  return {
    refreshIfStale,

    /** The scheduled job: every active client system has an attributed Group, refreshed when stale. */
    async refreshAllAttributed(): Promise<number> {
      const systems = await repository.activeClientSystems();
      for (const system of systems) await refreshIfStale(await repository.ensureAttributedGroup(system.id, clock.now()));
      return systems.length;
    },

    /** $provider-member-match: each MemberBundle matched and its attestation checked; the matched Group stored. */
    async match(client: ClientSystemActor, body: unknown, context: { clientAddress: string }): Promise<Parameters> {
      const read = readMemberMatchRequest(body);
      if (!read.ok) throw FhirError.of(read.status, read.problems);
      const now = clock.now();
      const actor = {
        signedInAccountId: client.accountId,
        onBehalfOfAccountId: null,
        userName: client.clientId,
        clientAddress: context.clientAddress,
        clientSystemId: client.clientSystemId,
      };
      // One at a time: each is an identity check under the throttle, which a refusal (429) ends for the whole request.
      const found: Array<{ qhid: number; npi: string | null; attestation: Attestation } | null> = [];
      for (const bundle of read.bundles) {
        const member = await identityChecks.identify(
          { actor, memberIds: bundle.member.identifiers, channel: 'provider-member-match' },
          async () => matchingMember(await repository.findMembers(bundle.member.identifiers, client.clientSystemId), bundle.member),
          (candidate) => candidate !== undefined,
        );
        found.push(member ? { qhid: member.qhid, npi: attestedNpi(bundle.attestation, client, now), attestation: bundle.attestation } : null);
      }
      const sharing = await repository.sharing(
        found.flatMap((entry) => (entry ? [entry.qhid] : [])),
        now,
      );
      const isMatched = (entry: (typeof found)[number]): entry is { qhid: number; npi: string; attestation: Attestation } =>
        entry !== null && entry.npi !== null && sharing.has(entry.qhid);
      const rows = new Map<number, MatchedMemberRow>();
      for (const entry of found.filter(isMatched))
        if (!rows.has(entry.qhid))
          rows.set(entry.qhid, {
            qhid: entry.qhid,
            providerNpi: entry.npi,
            periodStart: entry.attestation.periodStart,
            periodEnd: entry.attestation.periodEnd,
            attestedAt: entry.attestation.attestedAt,
          });
      const expiresAt = addDaysToTimestamp(now, matchedGroupDays);
      const groupId = await repository.createMatchedGroup(client.clientSystemId, [...rows.values()], now, expiresAt);
      await Promise.all(
        [...rows.keys()].map((qhid) =>
          audit.record({
            actorAccountId: client.accountId,
            onBehalfOfAccountId: null,
            userName: client.clientId,
            memberQhid: String(qhid),
            action: auditActions.memberMatch,
            outcome: 'matched',
            clientAddress: context.clientAddress,
            details: { clientSystemId: client.clientSystemId, groupId },
          }),
        ),
      );
      const outcomes: BundleOutcome[] = read.bundles.map((bundle, index) => {
        const entry = found[index] ?? null;
        return { patient: bundle.patient, qhid: isMatched(entry) ? entry.qhid : null };
      });
      const group: StoredGroup = {
        id: groupId,
        kind: 'matched',
        refreshedAt: now,
        expiresAt,
        organizationIdentifier: client.organizationIdentifier,
        clientName: client.name,
      };
      return memberMatchAnswer(group, outcomes, (await getBrand()).planName);
    },

    /** `GET Group/{id}`: a Group of the caller's own, unexpired; anything else is one 404. */
    async read(client: ClientSystemActor, id: string, context: { clientAddress: string }): Promise<Group> {
      let now = clock.now();
      let row = await repository.findGroup(id, client.clientSystemId, now);
      if (!row) throw new FhirError(404, 'not-found', providerAccessMessages.fhir.groupNotFound);
      if (row.kind === 'attributed' && now.getTime() - row.refreshedAt.getTime() >= refreshAfterMs) {
        await refresh(row, now);
        now = clock.now();
        row = (await repository.findGroup(id, client.clientSystemId, now)) ?? row;
      }
      const members = await repository.groupMembers(row.id, now);
      await audit.record({
        actorAccountId: client.accountId,
        onBehalfOfAccountId: null,
        userName: client.clientId,
        memberQhid: null,
        action: auditActions.groupRead,
        outcome: 'success',
        clientAddress: context.clientAddress,
        details: { clientSystemId: client.clientSystemId, groupId: row.id, kind: row.kind, members: members.length },
      });
      return groupResource(storedGroupOf(row), members, (await getBrand()).planName);
    },

    /**
     * `GET Group`: the caller's Groups that answer now (its attributed Group, created on first ask, and its unexpired
     * matched Groups), summarised: members are left out (a Group holds thousands), read each by id.
     */
    async search(client: ClientSystemActor, fhirBaseUrl: string): Promise<Bundle> {
      const now = clock.now();
      // Brought up to date first, so that its quantity is the members a read or an export of it would have.
      if (client.npis.length > 0) await refreshIfStale(await repository.ensureAttributedGroup(client.clientSystemId, now));
      const rows = await repository.listGroups(client.clientSystemId, now);
      const { planName } = await getBrand();
      return {
        resourceType: 'Bundle',
        type: 'searchset',
        total: rows.length,
        link: [{ relation: 'self', url: `${fhirBaseUrl}/Group` }],
        entry: rows.map((row) => {
          const { member: _members, ...summary } = groupResource(storedGroupOf(row), [], planName);
          return {
            fullUrl: `${fhirBaseUrl}/Group/${row.id}`,
            resource: {
              ...summary,
              quantity: row.memberCount,
              meta: { ...summary.meta, tag: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationValue', code: 'SUBSETTED' }] },
            },
            search: { mode: 'match' as const },
          };
        }),
      };
    },
  };
}
