import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { accounts, authorizations } from '../db/schema.js';
import { personActor } from './actors.js';
import { appendAuthorizationEvents } from './authorization-events.repository.js';

export interface DocumentsAdded {
  authorizationId: number;
  /** The signed-in account that saved them (the employee, when one acts as a provider). */
  accountId: number;
  fileNames: readonly string[];
  occurredAt: Date;
}

/**
 * Tells the authorization's story that documents were added: one 'document-added' event per file, appended in the
 * transaction that saved them (the caller's), so a rolled-back save tells nothing. The status does not change.
 */
export async function recordDocumentsAdded(tx: Executor, input: DocumentsAdded): Promise<void> {
  if (input.fileNames.length === 0) return;
  const [row] = await tx
    .select({
      status: authorizations.status,
      name: sql<string | null>`(select ${accounts.firstName} || ' ' || ${accounts.lastName} from ${accounts} where ${accounts.id} = ${input.accountId})`,
    })
    .from(authorizations)
    .where(eq(authorizations.id, input.authorizationId));
  if (!row) throw new Error(`Authorization ${input.authorizationId} does not exist`);
  const actor = personActor(input.accountId, row.name ?? '');
  await appendAuthorizationEvents(
    tx,
    input.fileNames.map((fileName) => ({
      kind: 'document-added' as const,
      authorizationId: input.authorizationId,
      occurredAt: input.occurredAt.toISOString(),
      actor,
      statusBefore: row.status,
      status: row.status,
      data: { fileName },
    })),
  );
}
