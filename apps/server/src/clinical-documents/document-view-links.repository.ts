import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { documentViewLinks } from '../db/schema.js';

export type DocumentViewLinkRow = typeof documentViewLinks.$inferSelect;

/** The documents' view links (db/schema/documents.ts); no rules here. */
export function createDocumentViewLinksRepository(db: Executor) {
  return {
    async create(row: typeof documentViewLinks.$inferInsert): Promise<void> {
      await db.insert(documentViewLinks).values(row);
    },

    async findByTokenHash(tokenHash: string): Promise<DocumentViewLinkRow | undefined> {
      const [row] = await db.select().from(documentViewLinks).where(eq(documentViewLinks.tokenHash, tokenHash));
      return row;
    },

    /** Answers how many links that expired before `cutoff` were deleted. */
    async deleteExpiredBefore(cutoff: Date): Promise<number> {
      const deleted = await db.delete(documentViewLinks).where(lt(documentViewLinks.expiresAt, cutoff)).returning({ id: documentViewLinks.id });
      return deleted.length;
    },
  };
}
export type DocumentViewLinksRepository = ReturnType<typeof createDocumentViewLinksRepository>;
