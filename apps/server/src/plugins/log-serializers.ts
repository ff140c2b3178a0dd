import type { FastifyRequest } from 'fastify';

/** PostgreSQL's fields that name where an error arose, never what was sent (SQLSTATE, constraint, table, column). */
const databaseErrorFields = ['code', 'severity', 'routine', 'constraint_name', 'table_name', 'column_name', 'schema_name'] as const;
const maxCauseDepth = 3;

interface LoggedError {
  type: string;
  message: string;
  code?: unknown;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

const isDatabaseError = (error: Error) => error.name === 'PostgresError' || (typeof (error as { code?: unknown }).code === 'string' && 'severity' in error);

/** The call frames of a stack, without the message it begins with (which may span lines). */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * An error as the log may keep it: never a value a request carried (issue 15 §7). A failed query's message names its
 * parameters (member ids, dates of birth, message text) and a database error's message and detail can quote a
 * value, so a query error logs its SQL only (values are always bound parameters, never in the text) and a database
 * error its SQLSTATE and the names of what it concerns. Other errors are our own, with messages we wrote.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A thrown value that is no Error', stack: '' };
  const logged: LoggedError = { type: error.name, message: error.message, stack: framesOf(error.stack) };
  const query = (error as { query?: unknown }).query;
  if (isDatabaseError(error)) {
    logged.message = `Database error ${String((error as { code?: unknown }).code)}`;
    for (const field of databaseErrorFields) {
      const value = (error as unknown as Record<string, unknown>)[field];
      if (value !== undefined) logged[field] = value;
    }
  } else if (typeof query === 'string' && 'params' in error) {
    // Drizzle's DrizzleQueryError keeps the name Error; it carries the query and its parameters.
    logged.message = `Failed query: ${query}`;
  } else {
    const code = (error as { code?: unknown }).code;
    if (code !== undefined) logged.code = code;
  }
  if (error.cause !== undefined && depth < maxCauseDepth) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

/** A request as the log keeps it: method, path and route; no query string (it can carry member ids and e-mails). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}
