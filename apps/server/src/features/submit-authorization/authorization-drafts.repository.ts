import type { AuthorizationDraft } from '@portal/contracts';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, authorizationDraftLocations, authorizationDrafts } from '../../db/schema.js';

export type AuthorizationDraftsRepository = ReturnType<typeof createAuthorizationDraftsRepository>;

/** What a save writes: where the wizard stood, its answers, and who saved it when. */
export interface DraftValues {
  qhid: number;
  workflowId: number;
  step: string;
  hasQuestionnaire: boolean;
  isMriRelated: boolean;
  answers: AuthorizationDraft;
  accountId: number;
  at: Date;
}

export interface DraftRow {
  id: number;
  qhid: number;
  workflowId: number;
  step: string;
  hasQuestionnaire: boolean;
  isMriRelated: boolean;
  answers: AuthorizationDraft;
  updatedAt: Date;
  updatedByName: string;
}

const rowColumns = {
  id: authorizationDrafts.id,
  qhid: authorizationDrafts.qhid,
  workflowId: authorizationDrafts.workflowId,
  step: authorizationDrafts.step,
  hasQuestionnaire: authorizationDrafts.hasQuestionnaire,
  isMriRelated: authorizationDrafts.isMriRelated,
  answers: authorizationDrafts.answers,
  updatedAt: authorizationDrafts.updatedAt,
  updatedByName: sql<string>`${accounts.firstName} || ' ' || ${accounts.lastName}`,
};

/** The wizard's drafts and the practice each belongs to (its locations); no rules here. */
export function createAuthorizationDraftsRepository(db: Database) {
  /** The draft, when one of `locationIds` is among its practice's: others answer as unknown. */
  async function findVisible(draftId: number, locationIds: readonly number[]): Promise<DraftRow | undefined> {
    if (locationIds.length === 0) return undefined;
    const [row] = await db
      .select(rowColumns)
      .from(authorizationDrafts)
      .innerJoin(accounts, eq(accounts.id, authorizationDrafts.updatedByAccountId))
      .where(
        and(
          eq(authorizationDrafts.id, draftId),
          sql`exists (select 1 from ${authorizationDraftLocations} where ${authorizationDraftLocations.draftId} = ${authorizationDrafts.id}
            and ${inArray(authorizationDraftLocations.locationId, [...locationIds])})`,
        ),
      );
    return row;
  }

  return {
    findVisible,

    async create(values: DraftValues, locationIds: readonly number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const { accountId, at, ...fields } = values;
        const [row] = await tx
          .insert(authorizationDrafts)
          .values({ ...fields, createdByAccountId: accountId, updatedByAccountId: accountId, createdAt: at, updatedAt: at })
          .returning({ id: authorizationDrafts.id });
        const id = (row as { id: number }).id;
        await tx.insert(authorizationDraftLocations).values(locationIds.map((locationId) => ({ draftId: id, locationId })));
        return id;
      });
    },

    /** Saves over the draft and its practice; false when it was deleted meanwhile (submitted by a colleague). */
    async update(draftId: number, values: DraftValues, locationIds: readonly number[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const { accountId, at, ...fields } = values;
        const updated = await tx
          .update(authorizationDrafts)
          .set({ ...fields, updatedByAccountId: accountId, updatedAt: at })
          .where(eq(authorizationDrafts.id, draftId))
          .returning({ id: authorizationDrafts.id });
        if (updated.length === 0) return false;
        await tx.delete(authorizationDraftLocations).where(eq(authorizationDraftLocations.draftId, draftId));
        await tx.insert(authorizationDraftLocations).values(locationIds.map((locationId) => ({ draftId, locationId })));
        return true;
      });
    },

    async remove(draftId: number): Promise<void> {
      await db.delete(authorizationDrafts).where(eq(authorizationDrafts.id, draftId));
    },

    /** Deletes drafts last saved before `before`, a batch at a time (oldest first, by the updated_at index). */
    async removeSavedBefore(before: Date, batchSize = 500): Promise<number> {
      let removed = 0;
      for (;;) {
        const batch = db
          .select({ id: authorizationDrafts.id })
          .from(authorizationDrafts)
          .where(lt(authorizationDrafts.updatedAt, before))
          .orderBy(asc(authorizationDrafts.updatedAt))
          .limit(batchSize);
        const rows = await db.delete(authorizationDrafts).where(inArray(authorizationDrafts.id, batch)).returning({ id: authorizationDrafts.id });
        removed += rows.length;
        if (rows.length < batchSize) return removed;
      }
    },
  };
}
