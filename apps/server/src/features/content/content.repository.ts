import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, resources } from '../../db/schema.js';

export function createContentRepository(db: Executor) {
  return {
    async findResource(key: string): Promise<{ key: string; content: string } | undefined> {
      const rows = await db.select({ key: resources.key, content: resources.content }).from(resources).where(eq(resources.key, key)).limit(1);
      return rows[0];
    },

    async findMemberGroupId(qhid: number): Promise<string | undefined> {
      const rows = await db.select({ groupId: members.groupId }).from(members).where(eq(members.qhid, qhid)).limit(1);
      return rows[0]?.groupId;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
