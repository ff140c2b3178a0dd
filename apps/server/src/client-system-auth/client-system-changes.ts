import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import type { ClientSystemAuth } from './client-system-auth.js';

/** The channel the database triggers of migration 0044 notify on. */
export const clientSystemChangesChannel = 'client_system_changes';

const tokenPrefix = 'token:';
const clientSystemPrefix = 'client-system:';

/**
 * Keeps this instance's verified tokens true to the database: the triggers of migration 0044 report every change to
 * a client system and every token changed or deleted, committed by any instance, and each report drops the entries it
 * concerns. When the listening connection was lost, reports may have been missed, so every entry goes.
 * Answers the function that stops listening (on app close).
 */
export function listenForClientSystemChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  clientSystemAuth: Pick<ClientSystemAuth, 'forgetToken' | 'forgetClientSystem' | 'forgetAll'>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const onChange = (payload: string) => {
    if (payload.startsWith(tokenPrefix)) return clientSystemAuth.forgetToken(payload.slice(tokenPrefix.length));
    const clientSystemId = payload.startsWith(clientSystemPrefix) ? Number(payload.slice(clientSystemPrefix.length)) : Number.NaN;
    if (Number.isInteger(clientSystemId)) return clientSystemAuth.forgetClientSystem(clientSystemId);
    // A report this version cannot read (a newer instance's, during a rolling upgrade): trust nothing kept.
    log.warn({ payload }, 'Unknown client system change reported; the verified tokens are dropped');
    clientSystemAuth.forgetAll();
  };
  const onReconnect = () => {
    log.warn('The database connection reporting client system changes was lost and is back; the verified tokens are dropped');
    clientSystemAuth.forgetAll();
  };
  return database.listen(clientSystemChangesChannel, onChange, onReconnect);
}
