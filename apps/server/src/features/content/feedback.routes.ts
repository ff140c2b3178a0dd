import { contentEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireSession } from '../../sessions/require-session.js';
import { route } from '../../plugins/endpoint-route.js';
import type { FeedbackService } from './feedback.service.js';

/** The feedback dialogs (spec 2 §2.11, §7); who may answer them is in their endpoints. */
export const feedbackRoutes: FastifyPluginAsync<{ feedbackService: FeedbackService }> = async (app, { feedbackService }) => {
  const endpoints = contentEndpoints;

  route(app, endpoints.feedback, (request) => feedbackService.saveGeneral(requireSession(request), request.body));
  route(app, endpoints.feedbackOptions, () => feedbackService.options());
  route(app, endpoints.feedbackTracking, (request) => feedbackService.track(requireSession(request), request.body));
};
