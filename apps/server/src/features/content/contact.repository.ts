import type { Executor } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';

export interface ContactMessageRecord {
  accountId: number;
  subject: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  memberInsuredId: string;
  authorizationId: string;
  createdAt: Date;
}

export type ContactRepository = ReturnType<typeof createContactRepository>;

/** Messages of the Contact page, kept whether or not the mail to support goes out; no rules here. */
export function createContactRepository(db: Executor) {
  return {
    async create(record: ContactMessageRecord): Promise<number> {
      const [row] = await db.insert(contactMessages).values(record).returning({ id: contactMessages.id });
      if (!row) throw new Error('Contact message insert returned no row');
      return row.id;
    },
  };
}
