import { z } from 'zod';
import { AuthorizationIdSchema } from './authorizations.js';
import { reviewMessages } from './review-messages.js';
import { reviewLimits } from './review.js';
import { addresses } from './addresses.js';

/**
 * What changed: a decision on the request, a reviewer's question, a decision on changes asked for later, the review
 * extended, a decision on an appeal, the request withdrawn, a peer-to-peer conversation asked for and its outcome.
 */
export const noticeKinds = [
  'decision',
  'information-requested',
  'change-decided',
  'review-extended',
  'appeal-decided',
  'withdrawn',
  'peer-to-peer-requested',
  'peer-to-peer-recorded',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** The bell lists the newest notices only; the unread count counts them all. */
export const noticeLimits = { listMax: 20 } as const;

/** One notice of the bell: no member name, no diagnosis; opening it opens the authorization in Manage Authorizations. */
export const NoticeSchema = z.object({
  id: z.number().int(),
  authorizationId: z.number().int(),
  authorizationNumber: z.string(),
  status: z.string(),
  kind: z.enum(noticeKinds),
  /** ISO instant. */
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const NoticeListSchema = z.object({ notices: z.array(NoticeSchema), unreadCount: z.number().int() });
export type NoticeList = z.infer<typeof NoticeListSchema>;

export const NoticeParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const NoticeUnreadCountSchema = z.object({ unreadCount: z.number().int() });

/** The Settings page's switch: e-mails about the authorizations the account submitted. */
export const NotificationPreferencesSchema = z.object({ authorizationEmailsEnabled: z.boolean() });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** POST auth/:id/answer/: the provider's answer to the reviewer's open question (clinical files go up beforehand). */
export const AnswerQuestionRequestSchema = z.object({
  questionId: AuthorizationIdSchema,
  answer: z
    .string()
    .trim()
    .min(1, reviewMessages.answer.required)
    .max(reviewLimits.answerMaxLength, reviewMessages.answer.tooLong(reviewLimits.answerMaxLength)),
});
export type AnswerQuestionRequest = z.infer<typeof AnswerQuestionRequestSchema>;
export const AnswerQuestionParamsSchema = z.object({ id: AuthorizationIdSchema });
export const AnswerQuestionResponseSchema = z.object({ status: z.string() });

/**
 * The old link of e-mails already sent (`/view-authorizations?authorization=id`): Manage Authorizations replaces it
 * with the authorization's address.
 */
export const openAuthorizationParam = 'authorization';
/** Where a notice about an authorization leads (the bell, the e-mails): the authorization's address. */
export const manageAuthorizationLink = (authorizationId: number): string => addresses.authorization(authorizationId);
