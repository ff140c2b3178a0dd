import { codeEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireSession } from '../../sessions/require-session.js';
import { route } from '../../plugins/endpoint-route.js';
import type { CodesService } from './codes.service.js';

/** GET /api/codes/{codeSet}/?q=&page= (architecture: code search): { hits, page, nbHits }, 20 hits a page. */
export const codesRoutes: FastifyPluginAsync<{ codesService: CodesService }> = async (app, { codesService }) => {
  route(app, codeEndpoints.search, (request) => codesService.search(requireSession(request).user, request.params.codeSet, request.query.q, request.query.page));
};
