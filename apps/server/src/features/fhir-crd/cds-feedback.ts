import { CdsFeedbackRequestSchema, crdMessages } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { ClientSystemActor } from '../../client-system-auth/client-system-auth.js';
import { cdsServiceById } from './cds-discovery.js';
import type { CrdRepository } from './crd.repository.js';

/**
 * CDS Hooks 2.0 §Feedback: what the EHR's user did with the cards of a service, kept with the client system that
 * reported it. A body that is not the spec's feedback is a 400 and keeps nothing.
 */
export function createCdsFeedback(deps: { repository: Pick<CrdRepository, 'saveFeedback'>; clock: Clock }) {
  const { repository, clock } = deps;
  return {
    async saveFeedback(actor: ClientSystemActor, serviceId: string, body: unknown): Promise<void> {
      if (!cdsServiceById(serviceId)) throw new NotFoundError(crdMessages.unknownService(serviceId));
      const parsed = CdsFeedbackRequestSchema.safeParse(body);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        throw new ValidationError(crdMessages.invalidFeedback(issue ? `${issue.path.join('.') || 'request'}: ${issue.message}` : 'unknown'));
      }
      const receivedAt = clock.now();
      await repository.saveFeedback(
        parsed.data.feedback.map((entry) => ({
          clientSystemId: actor.clientSystemId,
          serviceId,
          card: entry.card,
          outcome: entry.outcome,
          acceptedSuggestions: (entry.acceptedSuggestions ?? []).map((suggestion) => suggestion.id),
          // What the spec names, nothing else the EHR added: the reason's coding and the user's comment.
          overrideReason: entry.overrideReason
            ? {
                ...(entry.overrideReason.reason
                  ? {
                      reason: {
                        system: entry.overrideReason.reason.system,
                        code: entry.overrideReason.reason.code,
                        display: entry.overrideReason.reason.display,
                      },
                    }
                  : {}),
                ...(entry.overrideReason.userComment !== undefined ? { userComment: entry.overrideReason.userComment } : {}),
              }
            : null,
          outcomeAt: new Date(entry.outcomeTimestamp),
          receivedAt,
        })),
      );
    },
  };
}
