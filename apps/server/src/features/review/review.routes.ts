import { reviewEndpoints as endpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { reviewerOf } from './review-audit.js';
import type { ReviewWorkbenchService } from './review-workbench.service.js';
import type { ReviewService } from './review.service.js';

/** The review queue, the review screen and the reviewer's decisions (issue 18); reviewers only (contracts say so). */
export const reviewRoutes: FastifyPluginAsync<{ reviewService: ReviewService; workbenchService: ReviewWorkbenchService }> = async (
  app,
  { reviewService, workbenchService },
) => {
  route(app, endpoints.queue, (request) => reviewService.queue(reviewerOf(request), request.query));
  route(app, endpoints.item, (request) => reviewService.item(reviewerOf(request), request.params.id));
  route(app, endpoints.claim, (request) => reviewService.claim(reviewerOf(request), request.params.id));
  route(app, endpoints.release, (request) => reviewService.release(reviewerOf(request), request.params.id));
  route(app, endpoints.question, (request) => reviewService.ask(reviewerOf(request), request.params.id, request.body.question));
  route(app, endpoints.decide, (request) => reviewService.decide(reviewerOf(request), request.params.id, request.body));
  route(app, endpoints.extend, (request) => reviewService.extend(reviewerOf(request), request.params.id, request.body));
  route(app, endpoints.documentUrl, (request) => reviewService.documentUrl(reviewerOf(request), request.params.id, request.query.documentKey));

  // The reviewer's workbench (issue 34 §7).
  route(app, endpoints.next, (request) => workbenchService.next(reviewerOf(request)));
  route(app, endpoints.colleagues, (request) => workbenchService.colleagues(reviewerOf(request)));
  route(app, endpoints.handOff, (request) => workbenchService.handOff(reviewerOf(request), request.params.id, request.body));
  route(app, endpoints.savedFilters, (request) => workbenchService.savedFilters(reviewerOf(request)));
  route(app, endpoints.saveFilter, (request) => workbenchService.saveFilter(reviewerOf(request), request.body.name, request.body.filter));
  route(app, endpoints.renameFilter, (request) => workbenchService.renameFilter(reviewerOf(request), request.params.filterId, request.body.name));
  route(app, endpoints.deleteFilter, (request) => workbenchService.deleteFilter(reviewerOf(request), request.params.filterId));
  // The letter holds the member's information: never cached, shown inline in the viewer.
  route(app, endpoints.letter, async (request, reply) => {
    const bytes = await workbenchService.letter(reviewerOf(request), request.params.id);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="DeterminationLetter.pdf"')
      .type('application/pdf')
      .send(Buffer.from(bytes));
  });
};
