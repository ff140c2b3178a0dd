import type { Database } from '../db/client.js';

interface LoggingSession {
  logger: { logQuery(query: string, params: unknown[]): void };
  options: { logger?: LoggingSession['logger'] };
}

/**
 * Counts the statements the app sends through `db` (its transactions' too) while `work` runs, by the query logger
 * every Drizzle session calls, whichever driver: what a command's round trips are measured by. BEGIN and COMMIT are
 * the drivers' own and not counted. Nothing else may run on `db` meanwhile.
 */
export async function countStatements<T>(db: Database, work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const session = (db as unknown as { session: LoggingSession }).session;
  const previous = { logger: session.logger, optionsLogger: session.options.logger };
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  session.logger = logger;
  // Transactions open sessions from the same options: they log to it too.
  session.options.logger = logger;
  try {
    return { result: await work(), statements };
  } finally {
    session.logger = previous.logger;
    session.options.logger = previous.optionsLogger;
  }
}
