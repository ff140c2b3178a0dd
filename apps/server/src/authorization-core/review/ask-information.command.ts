import { authorizationStatuses, reviewMessages } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { ConflictError } from '../../errors.js';
import { personActor } from '../actors.js';
import { appendAuthorizationEvents } from '../authorization-events.repository.js';
import type { CommandAuditRow, WriteAudit } from '../command-audit.js';
import { claimedItem, type RefusedAct } from './claimed-item.js';
import { reviewEvent } from './review-events.js';
import { reviewWrites } from './review-writes.repository.js';

/** The status a request waits in while the plan reviews it, a question open or not (the open question says more). */
const pendingStatus = authorizationStatuses.pending;

export interface AskedInformation {
  qhid: number;
  authorizationNumber: string;
  before: { status: string; state: string };
  status: string;
}

/**
 * A reviewer asks the provider for more information on a claimed item: the question, the item waiting for the answer
 * (its clock runs on), the audit row and the 'information-requested' event. A request stays (or becomes, from an old
 * word) 'Pending'; a change or an appeal leaves the authorization's status as it is. Asking again while a question is
 * open is a 409.
 */
export function createAskInformationCommand(deps: { db: Database; writeAudit: WriteAudit }) {
  const { db, writeAudit } = deps;
  return async function askInformation(input: {
    itemId: number;
    reviewer: { accountId: number; name: string };
    question: string;
    now: Date;
    audit: (asked: AskedInformation) => CommandAuditRow;
  }): Promise<RefusedAct | { kind: 'asked'; asked: AskedInformation }> {
    const { reviewer, now } = input;
    return db.transaction(async (tx) => {
      const act = await claimedItem(tx, reviewer.accountId, input.itemId, { lines: false });
      if (act.kind === 'refused') return act;
      const { item } = act;
      if (item.state === 'information') throw new ConflictError(reviewMessages.alreadyAsked);
      const statusBefore = item.header.status;
      const status = item.kind === 'request' ? pendingStatus : statusBefore;
      const asked = {
        qhid: item.header.qhid,
        authorizationNumber: item.header.authorizationNumber,
        before: { status: statusBefore, state: item.state },
        status,
      };
      const context = { tx, itemId: item.id, authorizationId: item.authorizationId, reviewerId: reviewer.accountId, now };
      const event = reviewEvent(
        'information-requested',
        { authorizationId: item.authorizationId, occurredAt: now, actor: personActor(reviewer.accountId, reviewer.name), statusBefore, status },
        { question: input.question, reviewItemId: item.id },
      );
      await Promise.all([
        ...reviewWrites.question(context, input.question),
        ...reviewWrites.authorization(context, { statusBefore, status }),
        writeAudit(tx, [input.audit(asked)]),
        appendAuthorizationEvents(tx, [event]),
      ]);
      return { kind: 'asked', asked };
    });
  };
}
