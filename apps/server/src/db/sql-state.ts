/**
 * The SQLSTATE of a database error, on either driver: postgres.js and PGlite set `code`, and Drizzle wraps their
 * errors with the driver's as `cause`.
 */
export function sqlStateOf(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const state = typeof code === 'string' ? code : cause?.code;
  return typeof state === 'string' ? state : undefined;
}

/** A statement the database refused for what it held (SQLSTATE class 22, data, or 23, a constraint), not for being unreachable. */
export const isRefusedForItsData = (error: unknown) => /^2[23]/.test(sqlStateOf(error) ?? '');
