import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { settings } from '../db/schema.js';

export function createSettingsRepository(db: Executor) {
  return {
    /** The raw JSON document stored under `key`, or undefined. */
    async findValue(key: string): Promise<unknown> {
      const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
      return rows[0]?.value;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
