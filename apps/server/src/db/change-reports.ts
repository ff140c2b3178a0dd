import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client.js';

/**
 * What an instance keeps of rows that database triggers report changes of, on a channel of their own, as
 * '<kind>:<key>' payloads: `forget[kind](key)` drops what the change concerns (answering false for a key it cannot
 * read), `forgetAll` everything.
 */
export interface ChangeReportHandlers {
  channel: string;
  /** What is kept, for the log: "the session cache". */
  kept: string;
  forget: Readonly<Record<string, (key: string) => boolean | void>>;
  forgetAll: () => void;
}

/**
 * Keeps an instance's cache true to the database: every report of a change, committed by any instance, drops the
 * entries it concerns. A report this version cannot read (a newer instance's, during a rolling upgrade) drops
 * everything, and so does a listening connection lost and back, as reports may have been missed meanwhile.
 * Answers the function that stops listening (on app close).
 */
export function listenForChangeReports(
  database: Pick<DatabaseHandle, 'listen'>,
  handlers: ChangeReportHandlers,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const { channel, kept, forget, forgetAll } = handlers;
  const onChange = (payload: string) => {
    const separator = payload.indexOf(':');
    const forgetKind = separator > 0 && Object.hasOwn(forget, payload.slice(0, separator)) ? forget[payload.slice(0, separator)] : undefined;
    if (forgetKind && forgetKind(payload.slice(separator + 1)) !== false) return;
    log.warn({ payload, channel }, `Unknown change reported; ${kept} is cleared`);
    forgetAll();
  };
  const onReconnect = () => {
    log.warn({ channel }, `The database connection reporting changes was lost and is back; ${kept} is cleared`);
    forgetAll();
  };
  return database.listen(channel, onChange, onReconnect);
}

/** A key that is an integer id, or undefined. */
export function integerKey(key: string): number | undefined {
  const id = Number(key);
  return key !== '' && Number.isInteger(id) ? id : undefined;
}
