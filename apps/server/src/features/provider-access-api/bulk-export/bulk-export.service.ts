import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type BulkExportOperation,
  bulkExportMessages,
  exportTypeScope,
  fhirPaths,
  type ProviderAccessExportType,
  providerAccessExportTypes,
  scopeGrants,
} from '@portal/contracts';
import type { BlobStore } from '../../../adapters/blob-store/blob-store.js';
import { type ClientSystemActor, FhirAuthError } from '../../../client-system-auth/client-system-auth.js';
import type { Clock } from '../../../clock.js';
import { FhirError } from '../../../fhir/operation-outcome.js';
import type { BulkExportRecord, BulkExportRepository } from './bulk-export.repository.js';
import type { BulkExportParameters } from './bulk-export-request.js';
import { errorFileType, fileUrl } from './bulk-export-files.js';

const text = bulkExportMessages;

/** What the status URL answers: still running (with progress), the manifest, or the export's failure. */
export type BulkExportStatusAnswer =
  { kind: 'running'; progress: string } | { kind: 'completed'; manifest: BulkDataManifest; expiresAt: Date | null } | { kind: 'failed' };

/** The Bulk Data v2 complete-status body. */
export interface BulkDataManifest {
  transactionTime: string;
  request: string;
  requiresAccessToken: true;
  output: { type: string; url: string; count: number }[];
  error: { type: string; url: string; count: number }[];
}

const holds = (client: ClientSystemActor, scope: string) => client.scopes.some((held) => scopeGrants(held, scope));

/**
 * The types an export of this client writes: those `_type` names, each held to its read scope (403 otherwise), or,
 * with no `_type`, every exported type the token may read (403 when it may read none).
 */
export function typesFor(client: ClientSystemActor, asked: readonly ProviderAccessExportType[] | null): ProviderAccessExportType[] {
  if (asked) {
    const lacking = asked.find((type) => !holds(client, exportTypeScope(type)));
    if (lacking) throw FhirAuthError.insufficientScope(exportTypeScope(lacking));
    return [...asked];
  }
  const readable = providerAccessExportTypes.filter((type) => holds(client, exportTypeScope(type)));
  if (readable.length === 0) throw FhirAuthError.insufficientScope(exportTypeScope('Patient'));
  return readable;
}

const sameTypes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((type) => b.includes(type));

/**
 * The Bulk Data export of a client system's own Group (kick-off, status, cancel, files): every call answers only
 * the client that started the export, and anything else — another client's export, a guessed id, a cancelled or
 * expired one — the same 404.
 */
export function createBulkExportService(deps: {
  repository: BulkExportRepository;
  blobStore: BlobStore;
  clock: Clock;
  /** The portal's public base URL (config.ts), never the request's Host. */
  publicBaseUrl: string;
  /** A kick-off committed: let this instance's worker start now rather than at its next look. */
  workSoon: () => void;
  /** Brings an attributed Group's members up to date when they are older than the refresh interval (member-groups). */
  refreshIfStale: (groupId: string) => Promise<void>;
}) {
  const { repository, blobStore, clock, publicBaseUrl } = deps;
  const statusUrl = (id: string) => `${publicBaseUrl}${fhirPaths.bulkStatus}/${id}`;
  const notFound = () => new FhirError(404, 'not-found', text.exportNotFound);

  async function ownExport(client: ClientSystemActor, id: string): Promise<BulkExportRecord> {
    const found = await repository.findOwn(id, client.clientSystemId);
    const isGone = !found || found.status === 'cancelled' || (found.expiresAt !== null && found.expiresAt <= clock.now());
    if (isGone) throw notFound();
    return found;
  }

  return {
    statusUrl,

    /** Starts an export of the Group (or answers the one of the same request that runs): its status URL. */
    async kickOff(
      client: ClientSystemActor,
      request: { groupId: string; operation: BulkExportOperation; requestUrl: string; parameters: BulkExportParameters },
    ): Promise<string> {
      const now = clock.now();
      const group = await repository.findOwnGroup(request.groupId, client.clientSystemId, now);
      if (!group) throw new FhirError(404, 'not-found', text.groupNotFound);
      // An export is of the Group as it is now: an attributed Group refreshed an hour ago may lack this morning's claims.
      await deps.refreshIfStale(group.id);
      const types = typesFor(client, request.parameters.types);
      const row = {
        id: randomUUID(),
        clientSystemId: client.clientSystemId,
        groupId: group.id,
        operation: request.operation,
        requestUrl: request.requestUrl,
        types,
        since: request.parameters.since,
        transactionTime: now,
      };
      // Null: the running one ended between the refused insert and the look, so the second try inserts.
      const found = (await repository.createOrFindRunning(row, now)) ?? (await repository.createOrFindRunning(row, now));
      if (!found) throw new FhirError(503, 'transient', text.busy);
      const { record, created } = found;
      if (created) deps.workSoon();
      else if (!sameTypes(record.types, types) || record.since?.getTime() !== request.parameters.since?.getTime() || record.operation !== request.operation)
        throw new FhirError(409, 'conflict', text.running(statusUrl(record.id)));
      return statusUrl(record.id);
    },

    async status(client: ClientSystemActor, id: string): Promise<BulkExportStatusAnswer> {
      const record = await ownExport(client, id);
      if (record.status === 'failed') return { kind: 'failed' };
      if (record.status === 'in-progress') return { kind: 'running', progress: text.inProgress(record.membersDone, record.membersTotal ?? 0) };
      const files = await repository.filesOf(id);
      const entry = (file: (typeof files)[number]) => ({
        type: file.resourceType,
        url: fileUrl(publicBaseUrl, id, file.resourceType, file.part),
        count: file.resourceCount,
      });
      const order = (type: string) => (providerAccessExportTypes as readonly string[]).indexOf(type);
      const output = files.filter((file) => file.resourceType !== errorFileType && file.resourceCount > 0);
      output.sort((a, b) => order(a.resourceType) - order(b.resourceType) || a.part - b.part);
      return {
        kind: 'completed',
        expiresAt: record.expiresAt,
        manifest: {
          transactionTime: record.transactionTime.toISOString(),
          request: record.requestUrl,
          requiresAccessToken: true,
          output: output.map(entry),
          error: files.filter((file) => file.resourceType === errorFileType).map(entry),
        },
      };
    },

    /** Cancels the export (running or complete) and deletes its files at once. */
    async cancel(client: ClientSystemActor, id: string): Promise<void> {
      await ownExport(client, id);
      const keys = await repository.cancel(id, client.clientSystemId);
      if (keys === null) throw notFound();
      for (const key of keys) await blobStore.delete(key);
    },

    /** A recorded file of the client's own completed export, as a stream from the blob store. */
    async openFile(client: ClientSystemActor, id: string, file: { resourceType: string; part: number }): Promise<{ stream: Readable; byteSize: number }> {
      const record = await ownExport(client, id);
      if (record.status !== 'completed') throw notFound();
      // Files of a type are the type's to read (PDex §pdex-377): a token narrowed since the kick-off reads no more.
      if ((providerAccessExportTypes as readonly string[]).includes(file.resourceType)) {
        const scope = exportTypeScope(file.resourceType as ProviderAccessExportType);
        if (!holds(client, scope)) throw FhirAuthError.insufficientScope(scope);
      }
      const found = await repository.findFile(id, file.resourceType, file.part);
      if (!found) throw new FhirError(404, 'not-found', text.fileNotFound);
      const stream = await blobStore.read(found.blobKey);
      if (!stream) throw new FhirError(404, 'not-found', text.fileNotFound);
      return { stream, byteSize: found.byteSize };
    },
  };
}
export type BulkExportService = ReturnType<typeof createBulkExportService>;
