import type { FastifyBaseLogger } from 'fastify';
import { integerKey, listenForChangeReports } from '../db/change-reports.js';
import type { DatabaseHandle } from '../db/client.js';
import type { SessionService } from './session.service.js';

/** The channel the database triggers of migration 0008 notify on. */
export const sessionChangesChannel = 'session_changes';

/**
 * Keeps this instance's session cache true to the database: the triggers of migration 0008 report every change to
 * a session ('session:<token hash>') or to an account a session carries ('account:<id>'), committed by any instance.
 */
export function listenForSessionChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  sessionService: Pick<SessionService, 'forgetSession' | 'forgetAccount' | 'forgetAll'>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  return listenForChangeReports(
    database,
    {
      channel: sessionChangesChannel,
      kept: 'the session cache',
      forget: {
        session: (tokenHash) => sessionService.forgetSession(tokenHash),
        account: (key) => {
          const accountId = integerKey(key);
          if (accountId === undefined) return false;
          sessionService.forgetAccount(accountId);
        },
      },
      forgetAll: () => sessionService.forgetAll(),
    },
    log,
  );
}
