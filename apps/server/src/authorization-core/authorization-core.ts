import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { findCodeDescriptions } from './code-descriptions.js';
import { createExpireCommands } from './expire.js';
import { createNotListedProviderCommand } from './not-listed-providers.js';
import { createSubmitCommand, findSubmissionResponse } from './submit.js';
import { createUpdateLinesCommand } from './update-lines.js';
import { createWithdrawCommand } from './withdraw.js';

/**
 * The authorization core's commands (architecture: the authorization core): the only writers of an authorization
 * and its lines, outcomes, review items and status history, each appending its events in its own transaction. Doors
 * (the wizard, PAS, Manage Authorizations) translate their input and call these.
 */
export function createAuthorizationCore(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const submit = createSubmitCommand(db);
  return {
    submissions: {
      submit: submit.submit,
      findResponse: (accountId: number, idempotencyKey: string) => findSubmissionResponse(db, accountId, idempotencyKey),
      findCodeDescriptions: (codeSets: Parameters<typeof findCodeDescriptions>[1], codes: readonly string[]) => findCodeDescriptions(db, codeSets, codes),
    },
    saveNotListedProvider: createNotListedProviderCommand(db),
    updateLines: createUpdateLinesCommand(db),
    withdraw: createWithdrawCommand(db),
    expiry: createExpireCommands({ db, clock }),
  };
}
export type AuthorizationCore = ReturnType<typeof createAuthorizationCore>;
export type SubmissionCommands = AuthorizationCore['submissions'];
