import { type AnswerQuestionRequest, informationAnswerMessages, reviewMessages } from '@portal/contracts';
import type { ReviewCommands } from '../../authorization-core/review/review-commands.js';
import type { Clock } from '../../clock.js';
import { ConflictError, ValidationError } from '../../errors.js';
import { type MemberReadAudit, type MemberReader, memberReadEntry, memberReads } from '../../access/member-reader.js';
import type { AuthorizationsService } from '../../authorization-records/authorizations.service.js';
import type { MemberAuthorizationsCache } from '../../authorization-records/member-authorizations-cache.js';

/**
 * The provider answers a reviewer's request for more information from the overview (issue 18 §7): only an account
 * that may see the authorization (another's gets 404 and nothing changes), only the open question, once. The
 * clinical files go up before, through the documents' own calls.
 */
export function createInformationAnswerService(deps: {
  answerInformation: ReviewCommands['answerInformation'];
  authorizationsService: Pick<AuthorizationsService, 'requireVisible'>;
  memberAuthorizations: MemberAuthorizationsCache;
  memberReadAudit: MemberReadAudit;
  clock: Clock;
}) {
  const { answerInformation, authorizationsService, memberAuthorizations, memberReadAudit, clock } = deps;
  const what = memberReads.informationAnswer;

  return {
    async answer(reader: MemberReader, id: number, request: AnswerQuestionRequest): Promise<{ status: string }> {
      const { qhid, authorizationNumber } = await authorizationsService.requireVisible(reader, { id }, what);
      const details = { id, authorizationNumber, questionId: request.questionId };
      const answeredAt = clock.now();
      const entry = memberReadEntry(reader, what, qhid, 'success', details);
      const outcome = await answerInformation({
        authorizationId: id,
        questionId: request.questionId,
        answer: request.answer,
        answeredByAccountId: reader.signedInAccountId,
        noteText: informationAnswerMessages.note(request.answer),
        answeredAt,
        audit: (change) => ({ occurredAt: answeredAt, entry: { ...entry, details: { ...entry.details, ...change } } }),
      });
      if (outcome.kind !== 'answered') {
        await memberReadAudit.record(reader, what, qhid, outcome.kind, details);
        if (outcome.kind === 'already-answered') throw new ConflictError(informationAnswerMessages.alreadyAnswered);
        throw new ValidationError(reviewMessages.answer.noQuestion);
      }
      memberAuthorizations.forget(qhid);
      return { status: outcome.status };
    },
  };
}
export type InformationAnswerService = ReturnType<typeof createInformationAnswerService>;
