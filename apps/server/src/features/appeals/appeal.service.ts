import { type AppealRequestSchema, appealMessages } from '@portal/contracts';
import type { z } from 'zod';
import type { ReviewCommands } from '../../authorization-core/review/review-commands.js';
import type { Clock } from '../../clock.js';
import { ValidationError } from '../../errors.js';
import type { AuthorizationsService } from '../../authorization-records/authorizations.service.js';
import type { MemberAuthorizationsCache } from '../../authorization-records/member-authorizations-cache.js';
import { type MemberReadAudit, type MemberReader, memberReadEntry, memberReads } from '../../access/member-reader.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';

/**
 * A provider appeals denied or modified lines from the overview (issue 19): only an account that may see the
 * authorization (another's gets 404 and nothing changes), only lines decided within the plan's window and not yet
 * appealed. The clinical files go up before, through the documents' own calls, as for an answer. A door of the
 * authorization core: the appeal is its command.
 */
export function createAppealService(deps: {
  fileAppeal: ReviewCommands['fileAppeal'];
  authorizationsService: Pick<AuthorizationsService, 'requireVisible'>;
  settingsService: Pick<SettingsService, 'getPortalSettings'>;
  memberAuthorizations: Pick<MemberAuthorizationsCache, 'forget'>;
  memberReadAudit: MemberReadAudit;
  clock: Clock;
}) {
  const { fileAppeal, authorizationsService, settingsService, memberAuthorizations, memberReadAudit, clock } = deps;
  const what = memberReads.appealSubmission;

  return {
    async submit(reader: MemberReader, id: number, request: z.output<typeof AppealRequestSchema>): Promise<{ appealId: number; dueAt: string }> {
      const { qhid, authorizationNumber } = await authorizationsService.requireVisible(reader, { id }, what);
      const { appealWindowDays } = await settingsService.getPortalSettings();
      const details = { id, authorizationNumber, lineIds: request.lineIds, priority: request.priority };
      const now = clock.now();
      const entry = memberReadEntry(reader, what, qhid, 'success', { ...details, reason: request.reason });
      const outcome = await fileAppeal({
        authorizationId: id,
        lineIds: request.lineIds,
        reason: request.reason,
        priority: request.priority,
        submittedByLoginId: reader.accountId,
        filedByAccountId: reader.signedInAccountId,
        windowDays: appealWindowDays,
        now,
        audit: (filed) => ({
          occurredAt: now,
          entry: { ...entry, details: { ...entry.details, appealId: filed.appealId, lines: filed.lines, dueAt: filed.dueAt.toISOString() } },
        }),
      });
      if (outcome.kind === 'refused') {
        await memberReadAudit.record(reader, what, qhid, 'refused', { ...details, fieldErrors: outcome.fieldErrors });
        throw new ValidationError(Object.values(outcome.fieldErrors)[0]?.[0] ?? appealMessages.errors.notAppealable, outcome.fieldErrors);
      }
      memberAuthorizations.forget(qhid);
      return { appealId: outcome.appealId, dueAt: outcome.dueAt.toISOString() };
    },
  };
}
export type AppealService = ReturnType<typeof createAppealService>;
