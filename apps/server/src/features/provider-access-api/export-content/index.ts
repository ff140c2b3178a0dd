import type { Reference } from '@medplum/fhirtypes';
import type { ProviderAccessExportType } from '@portal/contracts';
import type { Database } from '../../../db/client.js';
import { providerAccessIds } from '../resource-ids.js';
import { claimExplanationOfBenefitOf, type ExportClaimCode } from './claim-eob.js';
import { createExportContentRepository, isoDate } from './export-content.repository.js';
import { coverageOf, coverageOn, patientOf, type ExportCoverage } from './member-resources.js';
import { priorAuthorizationOf, sentIdentifiersOf, type ExportLineOutcome } from './prior-authorization-eob.js';
import { claimOriginOf, memberTransmissionOf } from './provenance.js';
import { payerOrganizationOf, providerReference, providerResourceOf, providerResourceType } from './provider-resources.js';

/**
 * What a Provider Access export holds (issue 33 item 3): the resources of a slice of a Group's members, and the
 * Organizations and Practitioners they name. The export engine (bulk-export/) calls these and writes the files.
 */
export interface ExportSlice {
  qhids: readonly number[];
  types: ReadonlySet<ProviderAccessExportType>;
  since: Date | null;
  transactionTime: Date;
  clientSystemId: number;
}

export interface ExportContentDeps {
  db: Database;
  /** The plan's name (the brand), for its Organization. */
  getBrand: () => Promise<{ planName: string }>;
  /** The moment a page runs: a member must share then as well as at the transactionTime (the server's clock). */
  now: () => Date;
}

/** How many members' provider references providerResources reads at a time. */
const groupPageSize = 1000;

const groupBy = <T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
};

export function createExportContent(deps: ExportContentDeps) {
  const repository = createExportContentRepository(deps.db);

  return {
    /**
     * Resources of these members (Patient, Coverage, ExplanationOfBenefit, Provenance as asked), by type. A member
     * outside the client's reach, opted out (at the transactionTime or now) or in a secure group yields nothing.
     * Patient and Coverage carry no change time in the core system: they are sent whatever `since` says.
     */
    async memberResources(slice: ExportSlice): Promise<Map<ProviderAccessExportType, object[]>> {
      const { types } = slice;
      const result = new Map<ProviderAccessExportType, object[]>();
      for (const type of ['Patient', 'Coverage', 'ExplanationOfBenefit', 'Provenance'] as const) if (types.has(type)) result.set(type, []);
      if (result.size === 0 || slice.qhids.length === 0) return result;
      const window = { since: slice.since, transactionTime: slice.transactionTime };
      const members = await repository.findMembers(slice.qhids, {
        clientSystemId: slice.clientSystemId,
        transactionTime: slice.transactionTime,
        now: deps.now(),
      });
      if (members.length === 0) return result;
      const qhids = members.map((member) => member.qhid);
      const wantsClaims = types.has('ExplanationOfBenefit');
      const [coverageRows, claimRows, authorizationRows] = await Promise.all([
        repository.findCoverages(qhids),
        wantsClaims ? repository.findClaims(qhids, window) : Promise.resolve([]),
        wantsClaims ? repository.findAuthorizations(qhids, window) : Promise.resolve([]),
      ]);
      const authorizationIds = authorizationRows.map((row) => row.id);
      const [codeRows, lineRows, outcomeRows, sentRows] = await Promise.all([
        repository.findClaimCodes(claimRows.map((row) => row.claimNumber)),
        repository.findProcedures(authorizationIds),
        repository.findLineOutcomes(authorizationIds),
        repository.findSentClaimIdentifiers(authorizationIds),
      ]);
      const coveragesOf = groupBy<ExportCoverage, number>(coverageRows, (row) => row.qhid);
      const codesOf = groupBy<ExportClaimCode & { claimNumber: string }, string>(codeRows, (row) => row.claimNumber);
      const claimsOf = groupBy(claimRows, (row) => row.qhid);
      const authorizationsOf = groupBy(authorizationRows, (row) => row.qhid);
      const linesOf = groupBy(lineRows, (row) => row.authorizationId);
      // Outcomes come oldest first: the last one per line is its decision now.
      const outcomeOf = new Map<number, ExportLineOutcome>();
      for (const outcome of outcomeRows) if (outcome.procedureId !== null) outcomeOf.set(outcome.procedureId, outcome);
      const sentOf = new Map(sentRows.map((row) => [row.authorizationId, sentIdentifiersOf(row.identifiers)]));

      const patients = result.get('Patient');
      const coverageResources = result.get('Coverage');
      const explanations = result.get('ExplanationOfBenefit');
      const provenances = result.get('Provenance');
      for (const member of members) {
        const targets: Reference[] = [];
        const memberCoverages = coveragesOf.get(member.qhid) ?? [];
        if (patients) {
          patients.push(patientOf(member));
          targets.push({ reference: `Patient/${providerAccessIds.patient(member.qhid)}` });
        }
        if (coverageResources)
          for (const coverage of memberCoverages) {
            coverageResources.push(coverageOf(coverage, member, slice.transactionTime));
            targets.push({ reference: `Coverage/${providerAccessIds.coverage(coverage.id)}` });
          }
        if (explanations) {
          for (const claim of claimsOf.get(member.qhid) ?? []) {
            const explanation = claimExplanationOfBenefitOf(
              claim,
              codesOf.get(claim.claimNumber) ?? [],
              coverageOn(memberCoverages, isoDate(claim.dateOfService))?.id,
            );
            explanations.push(explanation);
            targets.push({ reference: `ExplanationOfBenefit/${explanation.id}` });
            provenances?.push(claimOriginOf(explanation.id as string, providerReference(claim.locationId, claim.isFacility), claim.lastChanged));
          }
          for (const authorization of authorizationsOf.get(member.qhid) ?? []) {
            const explanation = priorAuthorizationOf({
              authorization,
              lines: linesOf.get(authorization.id) ?? [],
              outcomeOf: (lineId) => outcomeOf.get(lineId),
              sentIdentifiers: sentOf.get(authorization.id) ?? [],
              coverageId: coverageOn(memberCoverages, isoDate(authorization.serviceFrom))?.id,
            });
            explanations.push(explanation);
            targets.push({ reference: `ExplanationOfBenefit/${explanation.id}` });
          }
        }
        if (provenances && targets.length) provenances.push(memberTransmissionOf(member.qhid, targets, slice.transactionTime));
      }
      return result;
    },

    /**
     * Organization and Practitioner every member resource of the export names: the plan, and the provider locations
     * of the claims and authorizations of the Group's members who share (the same rules as memberResources, with
     * `at` as the moment it runs), each once.
     */
    async *providerResources(scope: {
      groupId: string;
      types: ReadonlySet<ProviderAccessExportType>;
      since: Date | null;
      transactionTime: Date;
      at: Date;
    }): AsyncIterable<{ type: ProviderAccessExportType; resource: object }> {
      if (!scope.types.has('Organization') && !scope.types.has('Practitioner')) return;
      const clientSystemId = await repository.findGroupClientSystem(scope.groupId);
      if (clientSystemId === null) return;
      if (scope.types.has('Organization')) yield { type: 'Organization', resource: payerOrganizationOf((await deps.getBrand()).planName) };
      const window = { since: scope.since, transactionTime: scope.transactionTime };
      const named = new Set<number>();
      for (let after = 0; ;) {
        const page = await repository.findGroupMemberPage(scope.groupId, after, groupPageSize);
        if (page.length === 0) break;
        after = page.at(-1) as number;
        const sharing = await repository.findMembers(page, { clientSystemId, transactionTime: scope.transactionTime, now: scope.at });
        for (const locationId of await repository.findNamedLocationIds(
          sharing.map((member) => member.qhid),
          window,
        ))
          named.add(locationId);
      }
      const locationIds = [...named].sort((a, b) => a - b);
      for (let index = 0; index < locationIds.length; index += groupPageSize) {
        for (const location of await repository.findProviderLocations(locationIds.slice(index, index + groupPageSize))) {
          const type = providerResourceType(location.isFacility);
          if (scope.types.has(type)) yield { type, resource: providerResourceOf(location) };
        }
      }
    },
  };
}
export type ExportContent = ReturnType<typeof createExportContent>;
