import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import type { SessionService } from './session.service.js';

/** The channel the database triggers of migration 0008 notify on. */
export const sessionChangesChannel = 'session_changes';

const sessionPrefix = 'session:';
const accountPrefix = 'account:';

/**
 * Keeps this instance's session cache true to the database: the triggers of migration 0008 report every change to
 * a session or to an account a session carries, committed by any instance, and each report drops the entries it
 * concerns. When the listening connection was lost, reports may have been missed, so every entry goes.
 * Answers the function that stops listening (on app close).
 */
export function listenForSessionChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  sessionService: Pick<SessionService, 'forgetSession' | 'forgetAccount' | 'forgetAll'>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const onChange = (payload: string) => {
    if (payload.startsWith(sessionPrefix)) return sessionService.forgetSession(payload.slice(sessionPrefix.length));
    const accountId = payload.startsWith(accountPrefix) ? Number(payload.slice(accountPrefix.length)) : Number.NaN;
    if (Number.isInteger(accountId)) return sessionService.forgetAccount(accountId);
    // A report this version cannot read (a newer instance's, during a rolling upgrade): trust nothing cached.
    log.warn({ payload }, 'Unknown session change reported; the session cache is cleared');
    sessionService.forgetAll();
  };
  const onReconnect = () => {
    log.warn('The database connection reporting session changes was lost and is back; the session cache is cleared');
    sessionService.forgetAll();
  };
  return database.listen(sessionChangesChannel, onChange, onReconnect);
}
