import {
  contentApiPaths,
  ErrorResponseSchema,
  FeedbackOptionsResponseSchema,
  FeedbackRequestSchema,
  FeedbackResponseSchema,
  FeedbackTrackingRequestSchema,
  FeedbackTrackingResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/authentication.plugin.js';
import type { FeedbackService } from './feedback.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const tags = ['feedback'];

/** The feedback dialogs (spec 2 §2.11, §7): signed-in non-employees; not while impersonating (no allowImpersonation). */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedbackService: FeedbackService }> = async (app, { feedbackService }) => {
  app.post(
    contentApiPaths.feedback,
    { preHandler: app.authenticate, schema: { tags, body: FeedbackRequestSchema, response: { 200: FeedbackResponseSchema, ...errors } } },
    (request) => feedbackService.saveGeneral(requireSession(request), request.body),
  );

  app.get(
    contentApiPaths.feedbackOptions,
    { preHandler: app.authenticate, schema: { tags, response: { 200: FeedbackOptionsResponseSchema, ...errors } } },
    () => feedbackService.options(),
  );

  app.post(
    contentApiPaths.feedbackTracking,
    { preHandler: app.authenticate, schema: { tags, body: FeedbackTrackingRequestSchema, response: { 200: FeedbackTrackingResponseSchema, ...errors } } },
    (request) => feedbackService.track(requireSession(request), request.body),
  );
};
