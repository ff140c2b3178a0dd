import { type SQL, sql } from 'drizzle-orm';

const pad2 = (value: number) => String(value).padStart(2, '0');

/** Authorization numbers: year and month received, then the authorization's running id (unique). */
export const authorizationNumberFor = (receivedAt: Date, sequence: number) =>
  `${receivedAt.getUTCFullYear()}${pad2(receivedAt.getUTCMonth() + 1)}${String(sequence).padStart(7, '0')}`;

/**
 * The same number written by a statement over many rows (bulk loads): `lpad` would cut an id of more than seven
 * digits to seven (two authorizations, one number), where `padStart` keeps it whole.
 */
export const authorizationNumberSqlOf = (receivedAt: SQL, id: SQL) =>
  sql`to_char(${receivedAt} at time zone 'UTC', 'YYYYMM') || lpad(${id}::text, greatest(7, length(${id}::text)), '0')`;
