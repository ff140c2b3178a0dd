import { createPublicKey, type JsonWebKey, randomBytes } from 'node:crypto';
import { type ClientSystem, clientSystemMessages, type SaveClientSystemRequest } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { isValidNpi } from '../../payer/npi.js';
import type { AdminActor } from '../../audit/admin-changes.js';
import { type AuditLog, auditOutcomes } from '../../audit/audit-log.js';
import type { ClientSystemRecord, ClientSystemsRepository, ClientSystemValues } from '../../client-system-auth/client-systems.repository.js';

const text = clientSystemMessages.errors;

export const clientSystemAuditActions = {
  registered: 'client-system-registered',
  updated: 'client-system-updated',
  revoked: 'client-system-revoked',
} as const;

/** 128 random bits, URL-safe: the client id a site administrator hands to the system's developers. */
export const newClientId = (): string => randomBytes(16).toString('base64url');

export function toClientSystem(record: ClientSystemRecord): ClientSystem {
  return {
    id: record.id,
    clientId: record.clientId,
    name: record.name,
    organizationIdentifier: record.organizationIdentifier,
    npis: [...record.npis],
    jwks: record.jwks,
    scopes: [...record.scopes],
    endpointUrls: [...record.endpointUrls],
    fhirServerUrls: [...record.fhirServerUrls],
    status: record.revokedAt ? 'revoked' : 'active',
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    revokedAt: record.revokedAt?.toISOString() ?? null,
  };
}

/**
 * The rules the request's schema cannot hold: each NPI's check digit (payer/npi.ts) and each key a public key Node
 * can load. The NPIs and scopes are kept without repeats.
 */
export function clientSystemValuesOf(request: SaveClientSystemRequest): ClientSystemValues {
  const fieldErrors: Record<string, string[]> = {};
  const npis = [...new Set(request.npis)];
  const badNpis = npis.filter((npi) => !isValidNpi(npi)).map(text.npiCheckDigit);
  if (badNpis.length > 0) fieldErrors.npis = badNpis;
  const badKeys = request.jwks.keys.flatMap((key, index) => {
    try {
      const loaded = createPublicKey({ key: key as JsonWebKey, format: 'jwk' });
      return loaded.type === 'public' ? [] : [text.jwkInvalid(index)];
    } catch {
      return [text.jwkInvalid(index)];
    }
  });
  if (badKeys.length > 0) fieldErrors.jwks = badKeys;
  const messages = Object.values(fieldErrors).flat();
  if (messages.length > 0) throw new ValidationError(messages.join(' '), fieldErrors);
  return {
    name: request.name,
    organizationIdentifier: request.organizationIdentifier,
    npis,
    jwks: { keys: request.jwks.keys.map((key) => ({ ...key })) },
    scopes: [...new Set(request.scopes)],
    endpointUrls: [...new Set(request.endpointUrls)],
    fhirServerUrls: [...new Set(request.fhirServerUrls)],
  };
}

/** What the audit keeps of a system: everything but the keys, of which only the key ids. */
const auditedValues = (values: ClientSystemValues | ClientSystemRecord) => ({
  name: values.name,
  organizationIdentifier: values.organizationIdentifier,
  npis: [...values.npis],
  keyIds: values.jwks.keys.map((key) => String(key.kid)),
  scopes: [...values.scopes],
  endpointUrls: [...values.endpointUrls],
  fhirServerUrls: [...values.fhirServerUrls],
});

/**
 * Site Administration › Client Systems: site administrators register, change and revoke the systems that call the
 * FHIR API. Each change is audited with what it was before and after.
 */
export function createClientSystemsService(deps: {
  repository: ClientSystemsRepository;
  audit: AuditLog;
  clock: Clock;
  /** Drops this instance's verified tokens of the system at once; the others hear of the change as it commits. */
  forgetClientSystem: (clientSystemId: number) => void;
}) {
  const { repository, audit, clock, forgetClientSystem } = deps;

  const record = (actor: AdminActor, action: string, system: ClientSystemRecord, details: Record<string, unknown>) =>
    audit.record({
      actorAccountId: actor.accountId,
      subjectAccountId: system.accountId,
      userName: actor.userName,
      action,
      outcome: auditOutcomes.success,
      clientAddress: actor.clientAddress,
      details: { clientSystemId: system.id, clientId: system.clientId, ...details },
    });

  return {
    async list(): Promise<{ clientSystems: ClientSystem[] }> {
      return { clientSystems: (await repository.findAll()).map(toClientSystem) };
    },

    async register(actor: AdminActor, request: SaveClientSystemRequest): Promise<ClientSystem> {
      const values = clientSystemValuesOf(request);
      const created = await repository.create({ clientId: newClientId(), values, createdByAccountId: actor.accountId, now: clock.now() });
      await record(actor, clientSystemAuditActions.registered, created, { after: auditedValues(values) });
      return toClientSystem(created);
    },

    async update(actor: AdminActor, id: number, request: SaveClientSystemRequest): Promise<ClientSystem> {
      const before = await repository.findById(id);
      if (!before) throw new NotFoundError(text.notFound);
      if (before.revokedAt) throw new ValidationError(text.alreadyRevoked);
      const values = clientSystemValuesOf(request);
      const updated = await repository.update(id, values, clock.now());
      forgetClientSystem(id);
      if (!updated) throw new ValidationError(text.alreadyRevoked);
      await record(actor, clientSystemAuditActions.updated, updated, { before: auditedValues(before), after: auditedValues(values) });
      return toClientSystem(updated);
    },

    async revoke(actor: AdminActor, id: number): Promise<ClientSystem> {
      const before = await repository.findById(id);
      if (!before) throw new NotFoundError(text.notFound);
      if (before.revokedAt) throw new ValidationError(text.alreadyRevoked);
      const revoked = await repository.revoke(id, actor.accountId, clock.now());
      forgetClientSystem(id);
      if (!revoked) throw new ValidationError(text.alreadyRevoked);
      await record(actor, clientSystemAuditActions.revoked, revoked, {});
      return toClientSystem(revoked);
    },
  };
}
export type ClientSystemsService = ReturnType<typeof createClientSystemsService>;
