import { exitFeedbackAnswers, type FeedbackOption, type FeedbackRequest, type FeedbackTrackingRequestSchema, feedbackReasonsFor } from '@portal/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { ForbiddenError, ValidationError } from '../../errors.js';
import type { AuthenticatedSession } from '../../sessions/session.service.js';
import { benefitsExitFeedbackOptions, isKnownExitFeedbackOption } from './feedback-options.js';
import type { FeedbackRepository } from './feedback.repository.js';

export type FeedbackTracking = z.output<typeof FeedbackTrackingRequestSchema>;
export type FeedbackService = ReturnType<typeof createFeedbackService>;

const reasonsForLimited: ReadonlySet<string> = new Set(feedbackReasonsFor(true).map((reason) => reason.value));
const chooseReason = 'Please choose a reason.';

/** The feedback button is not offered to employees (spec 2 §2.11, §6): their answers would skew the provider survey. */
function requireNonEmployee(session: AuthenticatedSession): void {
  if (session.account.isEmployee) throw new ForbiddenError();
}

/** The general feedback dialog and the benefits-lookup exit dialog (spec 2 §2.11, §5). */
export function createFeedbackService(deps: { feedbackRepository: FeedbackRepository; clock: Clock }) {
  const { feedbackRepository, clock } = deps;

  return {
    /** Rating and reason; a limited user is offered only the shorter reason list (spec 2 §9), so only it is accepted. */
    async saveGeneral(session: AuthenticatedSession, request: FeedbackRequest): Promise<{ saved: true }> {
      requireNonEmployee(session);
      if (session.user.isLimited && !reasonsForLimited.has(request.reason)) throw new ValidationError(chooseReason, { reason: [chooseReason] });
      await feedbackRepository.createGeneral({ accountId: session.account.id, rating: request.rating, reason: request.reason, createdAt: clock.now() });
      return { saved: true };
    },

    options(): FeedbackOption[] {
      return benefitsExitFeedbackOptions.map((option) => ({ ...option }));
    },

    /**
     * The exit dialog's answer. A Yes carries no issues: options or text a client kept from an earlier No are not
     * part of the answer and are not stored.
     */
    async track(session: AuthenticatedSession, request: FeedbackTracking): Promise<{ tracked: true }> {
      requireNonEmployee(session);
      const unknown = request.OptionsSelected.filter((option) => !isKnownExitFeedbackOption(option));
      if (unknown.length > 0) {
        const message = `Not an offered issue: ${unknown.join(', ')}.`;
        throw new ValidationError(message, { OptionsSelected: [message] });
      }
      const isNo = request.ActionName === exitFeedbackAnswers.no;
      await feedbackRepository.createBenefitsExit({
        accountId: session.account.id,
        callingPage: request.CallingPage,
        trackingType: request.TrackingType,
        memberQhid: request.Qhid,
        actionName: request.ActionName,
        freeText: isNo && request.FreeformText.trim() !== '' ? request.FreeformText.trim() : null,
        optionsSelected: isNo ? [...new Set(request.OptionsSelected)] : [],
        createdAt: clock.now(),
      });
      return { tracked: true };
    },
  };
}
