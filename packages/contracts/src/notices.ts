import { z } from 'zod';
import { AuthorizationIdSchema } from './authorizations.js';
import { reviewMessages } from './review-messages.js';
import { reviewLimits } from './review.js';
import { noticeKinds } from './notice-kinds.js';
import { noticeMessages } from './notice-messages.js';

/** The notices page shows 20 a page; the bell the newest 8, with a link to the page. */
export const noticeLimits = { pageSize: 20, maxPageSize: 50, bellSize: 8, maxPage: 10_000 } as const;

/** Which notices a list shows: all of them, the unread or the read ones. */
export const noticeReadStates = ['all', 'unread', 'read'] as const;
export type NoticeReadState = (typeof noticeReadStates)[number];

/**
 * One notice (issue 34 §6): what changed, on which authorization, for which patient; never a diagnosis. The patient's
 * name is read when listed, and only while the account may see the authorization (the association rule), so a notice
 * of a provider the account has left names nobody: it is not listed at all.
 */
export const NoticeSchema = z.object({
  id: z.number().int(),
  authorizationId: z.number().int(),
  authorizationNumber: z.string(),
  /** The patient, "First Last". */
  patientName: z.string(),
  status: z.string(),
  kind: z.enum(noticeKinds),
  /** ISO instant. */
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** GET notices: a page of them, newest first, optionally only the unread or the read ones. */
export const NoticeListQuerySchema = z.object({
  page: z.coerce
    .number({ message: noticeMessages.page.badPage })
    .int(noticeMessages.page.badPage)
    .min(1, noticeMessages.page.badPage)
    .max(noticeLimits.maxPage, noticeMessages.page.badPage)
    .default(1),
  pageSize: z.coerce
    .number({ message: noticeMessages.page.badPageSize(noticeLimits.maxPageSize) })
    .int(noticeMessages.page.badPageSize(noticeLimits.maxPageSize))
    .min(1, noticeMessages.page.badPageSize(noticeLimits.maxPageSize))
    .max(noticeLimits.maxPageSize, noticeMessages.page.badPageSize(noticeLimits.maxPageSize))
    .default(noticeLimits.pageSize),
  state: z.enum(noticeReadStates, { message: noticeMessages.page.badState }).default('all'),
});
export type NoticeListQuery = z.infer<typeof NoticeListQuerySchema>;

export const NoticeListSchema = z.object({
  notices: z.array(NoticeSchema),
  /** How many notices the chosen state holds in all (for the pages). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unreadCount: z.number().int(),
});
export type NoticeList = z.infer<typeof NoticeListSchema>;

export const NoticeParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const NoticeUnreadCountSchema = z.object({ unreadCount: z.number().int() });
export const NoticeAnswerSchema = z.object({ notice: NoticeSchema, unreadCount: z.number().int() });

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
