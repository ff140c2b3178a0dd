import { worklistEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { memberReaderOf } from '../../access/member-reader.js';
import type { WorklistService } from './worklist.service.js';

/** The practice's worklist (issue 34 §3). */
export const worklistRoutes: FastifyPluginAsync<{ worklistService: WorklistService }> = async (app, { worklistService }) => {
  route(app, worklistEndpoints.list, (request) => worklistService.list(memberReaderOf(request), request.query));
};
