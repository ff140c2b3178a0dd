import { reviewEndpoints as endpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { reviewerOf } from './review-audit.js';
import type { ReviewService } from './review.service.js';

/** The review queue, the review screen and the reviewer's decisions (issue 18); reviewers only (contracts say so). */
export const reviewRoutes: FastifyPluginAsync<{ reviewService: ReviewService }> = async (app, { reviewService }) => {
  route(app, endpoints.queue, (request) => reviewService.queue(reviewerOf(request), request.query));
  route(app, endpoints.item, (request) => reviewService.item(reviewerOf(request), request.params.id));
  route(app, endpoints.claim, (request) => reviewService.claim(reviewerOf(request), request.params.id));
  route(app, endpoints.release, (request) => reviewService.release(reviewerOf(request), request.params.id));
  route(app, endpoints.question, (request) => reviewService.ask(reviewerOf(request), request.params.id, request.body.question));
  route(app, endpoints.decide, (request) => reviewService.decide(reviewerOf(request), request.params.id, request.body));
  route(app, endpoints.extend, (request) => reviewService.extend(reviewerOf(request), request.params.id, request.body));
  route(app, endpoints.documentUrl, (request) => reviewService.documentUrl(reviewerOf(request), request.params.id, request.query.documentKey));
};
