import type { Database } from '../db/client.js';

interface Logger {
  logQuery(query: string, params: unknown[]): void;
}
interface LoggingSession {
  logger: Logger;
  options: { logger?: Logger };
}

/**
 * The turns of the event loop, numbered: a command sends again only once an answer has come in, and an answer comes in
 * on a later turn, so the turns in which its statements were sent are its round trips (PostgreSQL's; PGlite answers in
 * the turn it is asked).
 */
export function eventLoopTurns() {
  let turn = 0;
  let isCounting = true;
  const nextTurn = () => {
    turn += 1;
    if (isCounting) setImmediate(nextTurn);
  };
  setImmediate(nextTurn);
  return {
    now: () => turn,
    stop: () => void (isCounting = false),
  };
}

/** The round trips of statements sent in these turns. */
export const roundTripsOf = (turns: readonly number[]) => new Set(turns).size;

/**
 * Counts the statements the app sends through `db` (its transactions' and its prepared queries' too) while `work`
 * runs, by the query logger every Drizzle session calls, whichever driver: what a command's round trips are measured
 * by. BEGIN and COMMIT are the drivers' own and not counted. Nothing else may run on `db` meanwhile.
 */
export async function countStatements<T>(db: Database, work: () => Promise<T>): Promise<{ result: T; statements: string[]; turns: number[] }> {
  const session = (db as unknown as { session: LoggingSession }).session;
  const statements: string[] = [];
  // The turn each statement was sent in (roundTripsOf).
  const turns: number[] = [];
  const loop = eventLoopTurns();
  const logQuery = (query: string) => {
    statements.push(query);
    turns.push(loop.now());
  };
  // A query prepared once (`.prepare()`) keeps the logger object of its session: its method is swapped in place.
  const sessionLogger = session.logger;
  const previousLogQuery = Object.getOwnPropertyDescriptor(sessionLogger, 'logQuery');
  const previousOptionsLogger = session.options.logger;
  Object.defineProperty(sessionLogger, 'logQuery', { value: logQuery, configurable: true, writable: true });
  // Transactions open sessions from the same options: they log to it too.
  session.options.logger = { logQuery };
  try {
    return { result: await work(), statements, turns };
  } finally {
    loop.stop();
    if (previousLogQuery) Object.defineProperty(sessionLogger, 'logQuery', previousLogQuery);
    else delete (sessionLogger as Partial<Logger>).logQuery;
    session.options.logger = previousOptionsLogger;
  }
}

/**
 * What the authorization event consumers send (their position, the events past it, what they write: metrics, notices,
 * deliveries). They run on their own after a command's commit, whenever their gathering window ends, so a count taken
 * while they happen to run sees their statements: a command's own count leaves them out.
 */
const consumerStatement =
  /authorization_event_consumers|prior_authorization_(metrics|decision)|notices|notice_deliveries|fhir_subscription|^select "(id|authorization_id)", "transaction_id"|"accounts"\."id"/;

/** The statements of `statements` that are a command's own, not the event consumers'. */
export const commandStatements = (statements: readonly string[]) => statements.filter((statement) => !consumerStatement.test(statement));
