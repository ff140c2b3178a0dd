import type { Executor } from '../db/client.js';
import { personActor } from './actors.js';
import { appendAuthorizationEvents } from './authorization-events.repository.js';

export interface DocumentsAdded {
  authorizationId: number;
  /** The signed-in account that saved them (the employee, when one acts as a provider), with its name. */
  accountId: number;
  accountName: string;
  /** The authorization's status, read under the save's lock of its row: adding documents leaves it as it is. */
  status: string;
  fileNames: readonly string[];
  occurredAt: Date;
}

/**
 * Tells the authorization's story that documents were added: one 'document-added' event per file, appended in the
 * transaction that saved them (the caller's), so a rolled-back save tells nothing. The status does not change.
 */
export async function recordDocumentsAdded(tx: Executor, input: DocumentsAdded): Promise<void> {
  if (input.fileNames.length === 0) return;
  const actor = personActor(input.accountId, input.accountName);
  await appendAuthorizationEvents(
    tx,
    input.fileNames.map((fileName) => ({
      kind: 'document-added' as const,
      authorizationId: input.authorizationId,
      occurredAt: input.occurredAt.toISOString(),
      actor,
      statusBefore: input.status,
      status: input.status,
      data: { fileName },
    })),
  );
}
