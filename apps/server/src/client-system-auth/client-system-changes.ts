import type { FastifyBaseLogger } from 'fastify';
import { integerKey, listenForChangeReports } from '../db/change-reports.js';
import type { DatabaseHandle } from '../db/client.js';
import type { ClientSystemAuth } from './client-system-auth.js';

/** The channel the database triggers of migration 0044 notify on. */
export const clientSystemChangesChannel = 'client_system_changes';

/**
 * Keeps this instance's verified tokens true to the database: the triggers of migration 0044 report every change to
 * a client system ('client-system:<id>') and every token changed or deleted ('token:<token hash>'), committed by any
 * instance.
 */
export function listenForClientSystemChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  clientSystemAuth: Pick<ClientSystemAuth, 'forgetToken' | 'forgetClientSystem' | 'forgetAll'>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  return listenForChangeReports(
    database,
    {
      channel: clientSystemChangesChannel,
      kept: 'the verified client system tokens',
      forget: {
        token: (tokenHash) => clientSystemAuth.forgetToken(tokenHash),
        'client-system': (key) => {
          const clientSystemId = integerKey(key);
          if (clientSystemId === undefined) return false;
          clientSystemAuth.forgetClientSystem(clientSystemId);
        },
      },
      forgetAll: () => clientSystemAuth.forgetAll(),
    },
    log,
  );
}
