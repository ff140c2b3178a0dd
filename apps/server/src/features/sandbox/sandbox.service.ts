import { type SandboxLoadResult, type SandboxStatus, sandboxClientId, sandboxMessages } from '@portal/contracts';
import type { AuditLog } from '../../audit/audit-log.js';
import { createClientSystemsRepository } from '../../client-system-auth/client-systems.repository.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors.js';
import { readSandboxBundle, type SandboxPlan } from './sandbox-bundle.js';
import { createSandboxRepository, type SandboxRepository } from './sandbox.repository.js';

const text = sandboxMessages.errors;

export const sandboxAuditActions = { loaded: 'sandbox-loaded' } as const;
export const sandboxAuditOutcomes = { success: 'success', refusedProduction: 'refused-production', refusedInvalid: 'refused-invalid-bundle' } as const;

/** Who loads: a site administrator through the page, or whoever runs `npm run sandbox:load` (no account). */
export interface SandboxActor {
  accountId: number | null;
  userName: string;
  clientAddress: string | null;
}

type Counts = { created: number; updated: number };

/** Writes one resource: its row changed when its keys name one that still exists, else created; its keys kept. */
async function upsert(
  repository: SandboxRepository,
  resourceType: 'Patient' | 'Coverage' | 'Organization' | 'Practitioner',
  keys: readonly string[],
  write: { update: (id: number) => Promise<boolean>; create: () => Promise<number> },
  counts: Counts,
  now: Date,
): Promise<number> {
  const existing = await repository.findRecordId(resourceType, keys);
  let id = existing;
  if (id !== undefined && (await write.update(id))) counts.updated += 1;
  else {
    id = await write.create();
    counts.created += 1;
  }
  await repository.saveKeys(resourceType, keys, id, now);
  return id;
}

/**
 * The certification sandbox (issue 32 §10): a site administrator (or the CLI) loads a test kit's Patient, Coverage,
 * Organization and Practitioner resources as members that only the sandbox client system finds, and as directory
 * providers the sandbox client system acts for. Never in production. One transaction: a bundle loads whole or not at all.
 */
export function createSandboxService(deps: { db: Database; audit: AuditLog; clock: Clock; isProduction: boolean }) {
  const { db, audit, clock, isProduction } = deps;

  const record = (actor: SandboxActor, outcome: string, details: Record<string, unknown>) =>
    audit.record({
      actorAccountId: actor.accountId,
      userName: actor.userName,
      action: sandboxAuditActions.loaded,
      outcome,
      clientAddress: actor.clientAddress,
      details,
    });

  async function write(plan: SandboxPlan, now: Date) {
    return db.transaction(async (tx) => {
      const repository = createSandboxRepository(tx);
      await repository.lockLoads();
      const client = await repository.findActiveClientSystem(sandboxClientId);
      if (!client) throw new ConflictError(text.clientMissing(sandboxClientId));
      await repository.ensureGroup();
      const result: SandboxLoadResult = {
        members: { created: 0, updated: 0 },
        coverages: { created: 0, updated: 0 },
        organizations: { created: 0, updated: 0 },
        practitioners: { created: 0, updated: 0 },
        skipped: [...plan.skipped],
      };

      const qhids: number[] = [];
      for (const member of plan.members) {
        const row = { ...member, sandboxClientSystemId: client.id };
        const { reference: _reference, keys, ...values } = row;
        const qhid = await upsert(
          repository,
          'Patient',
          keys,
          { update: (id) => repository.updateMember(id, values), create: () => repository.createMember(values) },
          result.members,
          now,
        );
        qhids.push(qhid);
      }
      for (const coverage of plan.coverages) {
        const values = {
          qhid: qhids[coverage.memberIndex] as number,
          planOptionName: coverage.planOptionName,
          effectiveDate: coverage.effectiveDate,
          termDate: coverage.termDate,
        };
        await upsert(
          repository,
          'Coverage',
          coverage.keys,
          { update: (id) => repository.updateCoverage(id, values), create: () => repository.createCoverage(values) },
          result.coverages,
          now,
        );
      }
      const loadedNpis = new Set<string>();
      for (const provider of plan.providers) {
        const { reference, keys, resourceType, ...values } = provider;
        const counts = resourceType === 'Organization' ? result.organizations : result.practitioners;
        const isLoadedBefore = (await repository.findRecordId(resourceType, keys)) !== undefined;
        if (!isLoadedBefore && (await repository.isDirectoryNpi(provider.npi))) {
          result.skipped.push(sandboxMessages.skipped.directoryProvider(reference, provider.npi));
          continue;
        }
        const row = { ...values, isFacility: false };
        await upsert(
          repository,
          resourceType,
          keys,
          { update: (id) => repository.updateLocation(id, row), create: () => repository.createLocation(row) },
          counts,
          now,
        );
        loadedNpis.add(provider.npi);
      }

      // The sandbox client system acts for the loaded providers: their NPIs join its own, and its associations follow
      // the directory as it is now (new locations of NPIs it already had too). A skipped directory provider's NPI never
      // joins: the client would then act for the plan's real provider (its locations, their requests by inquiry).
      const npisAdded = [...loadedNpis].filter((npi) => !client.npis.includes(npi));
      if (loadedNpis.size > 0) {
        const { name, organizationIdentifier, npis, jwks, scopes, endpointUrls, fhirServerUrls } = client;
        await createClientSystemsRepository(tx).update(
          client.id,
          { name, organizationIdentifier, npis: [...npis, ...npisAdded], jwks, scopes, endpointUrls, fhirServerUrls },
          now,
        );
      }
      return { result, qhids, npisAdded, clientSystemId: client.id };
    });
  }

  return {
    async status(): Promise<SandboxStatus> {
      const client = await createSandboxRepository(db).findActiveClientSystem(sandboxClientId);
      return { isAvailable: !isProduction, clientId: sandboxClientId, clientName: client?.name ?? null };
    },

    async load(actor: SandboxActor, bundle: unknown): Promise<SandboxLoadResult> {
      if (isProduction) {
        await record(actor, sandboxAuditOutcomes.refusedProduction, {});
        throw new ForbiddenError(text.production);
      }
      const reading = readSandboxBundle(bundle);
      if (!reading.ok) {
        const count = Object.values(reading.problems).flat().length;
        await record(actor, sandboxAuditOutcomes.refusedInvalid, { problems: count });
        throw new ValidationError(text.invalid(count), reading.problems);
      }
      const { result, qhids, npisAdded, clientSystemId } = await write(reading.plan, clock.now());
      const { skipped: _skipped, ...counts } = result;
      await record(actor, sandboxAuditOutcomes.success, { clientSystemId, ...counts, memberQhids: qhids, npisAdded });
      return result;
    },
  };
}
export type SandboxService = ReturnType<typeof createSandboxService>;
