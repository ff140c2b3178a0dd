import { z } from 'zod';
import { constants } from './constants.js';
import { messages } from './messages.js';

/** One error shape end to end (architecture: errors). */
export const ErrorResponseSchema = z.object({
  code: z.enum(['VALIDATION', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'UNAVAILABLE', 'INTERNAL']),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** A user id is an e-mail address (spec 1 §5.8). */
export const EmailSchema = z.email().max(constants.emailMaxLength);

/** Free-form identifiers that end up in paths: no slashes, no control characters. */
export const ActionNameSchema = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'Use 1 to 100 letters, digits, dots, dashes or underscores.');

/** Internal member id (qhid) as it appears in paths. */
export const QhidSchema = z.string().regex(/^[A-Za-z0-9-]{1,50}$/, 'A member id has 1 to 50 letters, digits or dashes.');

export const OkResponseSchema = z.object({ ok: z.literal(true) });

/** A page of a table, as a query string gives it: one of the table page sizes, and a page number from 0. */
export const TablePageSizeQuerySchema = z.coerce
  .number()
  .int()
  .refine((value) => (constants.tablePageSizes as readonly number[]).includes(value), messages.validation.pageSize);
export const TablePageNumberQuerySchema = z.coerce.number().int().min(0, messages.validation.pageNumber).max(100_000, messages.validation.pageNumber);

/** A path segment read as a row id (1 to the largest integer column value), or null when it is not one. */
export function parseRowId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Amounts in US dollars with cents (spec 2 §9): 1234.5 → $1,234.50. */
export const formatUsd = (amount: number): string => usd.format(amount);
