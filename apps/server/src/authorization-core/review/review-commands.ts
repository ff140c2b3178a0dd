import type { Database } from '../../db/client.js';
import type { WriteAudit } from '../command-audit.js';
import { createAnswerInformationCommand } from './answer-information.command.js';
import { createAskInformationCommand } from './ask-information.command.js';
import { createClaimCommands } from './claim-item.command.js';
import { createClaimNextCommand } from './claim-next.command.js';
import { createDecideItemCommand } from './decide-item.command.js';
import { createExtendReviewCommand } from './extend-review.command.js';
import { createFileAppealCommand } from './file-appeal.command.js';
import { createRecordPeerToPeerCommand } from '../peer-to-peer/record-peer-to-peer.command.js';
import { createRequestPeerToPeerCommand } from '../peer-to-peer/request-peer-to-peer.command.js';
import { createHandOffItemCommand } from './hand-off-item.command.js';

/** The authorization core's review-side commands: the review queue, the provider's answers, appeals and peer-to-peer call these. */
export function createReviewCommands(deps: { db: Database; writeAudit: WriteAudit }) {
  return {
    ...createClaimCommands(deps),
    askInformation: createAskInformationCommand(deps),
    answerInformation: createAnswerInformationCommand(deps),
    extendReview: createExtendReviewCommand(deps),
    decideItem: createDecideItemCommand(deps),
    fileAppeal: createFileAppealCommand(deps),
    requestPeerToPeer: createRequestPeerToPeerCommand(deps),
    recordPeerToPeer: createRecordPeerToPeerCommand(deps),
    claimNext: createClaimNextCommand(deps),
    handOff: createHandOffItemCommand(deps),
  };
}
export type ReviewCommands = ReturnType<typeof createReviewCommands>;
