import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authorizationNotes, authorizationOutcomes, authorizations } from '../../db/schema.js';
import { recordReceipt } from '../review/review-intake.js';

/**
 * A second authorization one request creates with the first (issue 8): the baby's own NICU authorization, or a
 * linked one the plan's rules ask for (the newborn's stay after a cesarean). It has no procedure lines: the stay
 * is the authorization.
 */
export interface LinkedAuthorizationToSave {
  role: 'baby' | 'linked';
  /** Locations null: the first authorization's provider and facility (known once a "not listed" one is saved). */
  authorization: Omit<typeof authorizations.$inferInsert, 'id' | 'authorizationNumber' | 'providerLocationId'> & { providerLocationId: number | null };
  /** The stay's decision days when approved. */
  approvedAdmission: { startDate: string; endDate: string; days: number } | null;
  /** Notes for the reviewer; they name the first authorization, whose number is known only once it is saved. */
  notesFor: (firstAuthorizationNumber: string) => { text: string; author: string }[];
}

export interface SavedLinkedAuthorization {
  role: LinkedAuthorizationToSave['role'];
  authorizationNumber: string;
  status: string;
}

/** Inserts the linked authorizations inside the first one's transaction, numbered like it. */
export async function insertLinkedAuthorizations(
  tx: Executor,
  linked: readonly LinkedAuthorizationToSave[],
  first: { authorizationNumber: string; placeholderKey: string; providerLocationId: number; facilityLocationId: number | null; filedByAccountId: number | null },
  numberFor: (id: number) => string,
): Promise<SavedLinkedAuthorization[]> {
  const saved: SavedLinkedAuthorization[] = [];
  for (const [index, entry] of linked.entries()) {
    const [inserted] = await tx
      .insert(authorizations)
      .values({
        ...entry.authorization,
        authorizationNumber: `${first.placeholderKey}-${entry.role}-${index}`,
        // Filed with the first one, by the same person.
        filedByAccountId: first.filedByAccountId,
        ...(entry.authorization.providerLocationId === null ? { providerLocationId: first.providerLocationId, facilityLocationId: first.facilityLocationId } : { providerLocationId: entry.authorization.providerLocationId }),
      })
      .returning({ id: authorizations.id });
    const id = inserted?.id as number;
    const authorizationNumber = numberFor(id);
    await tx.update(authorizations).set({ authorizationNumber }).where(eq(authorizations.id, id));
    const { status, outcomeReason: reason, receivedAt: decidedAt } = entry.authorization;
    await recordReceipt(tx, { authorizationId: id, status, priority: entry.authorization.priority ?? 'standard', receivedAt: decidedAt, dueAt: entry.authorization.decisionDueAt });
    if (status === 'Approved' && entry.approvedAdmission) {
      const { startDate, endDate, days } = entry.approvedAdmission;
      await tx.insert(authorizationOutcomes).values({ authorizationId: id, procedureId: null, status, reason, startDate, endDate, units: days, decidedAt });
    }
    const notes = entry.notesFor(first.authorizationNumber);
    if (notes.length) await tx.insert(authorizationNotes).values(notes.map((note) => ({ authorizationId: id, ...note, createdAt: decidedAt })));
    saved.push({ role: entry.role, authorizationNumber, status });
  }
  return saved;
}
