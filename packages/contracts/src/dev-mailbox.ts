import { z } from 'zod';
import { constants } from './constants.js';

/**
 * The development mailbox (GET /dev/mailbox/messages): what the embedded notifier "sent". Not part of the
 * spec and absent in production; the end-to-end tests read verification codes from it.
 */
export const DevMailboxQuerySchema = z.object({
  /** An e-mail address or a mobile number; omitted or empty lists every recipient. */
  to: z
    .string()
    .trim()
    .max(constants.emailMaxLength, `"to" is at most ${constants.emailMaxLength} characters.`)
    .optional()
    .transform((value) => value || undefined),
});
export type DevMailboxQuery = z.infer<typeof DevMailboxQuerySchema>;

export const DevMailboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type DevMailboxMessage = z.infer<typeof DevMailboxMessageSchema>;

/** Newest first. */
export const DevMailboxResponseSchema = z.object({ messages: z.array(DevMailboxMessageSchema) });
export type DevMailboxResponse = z.infer<typeof DevMailboxResponseSchema>;
