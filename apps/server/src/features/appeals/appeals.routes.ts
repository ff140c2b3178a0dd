import { appealEndpoints as endpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { memberReaderOf } from '../../access/member-reader.js';
import type { AppealService } from './appeal.service.js';

/** A provider's appeal of a decision (issue 19); who may call is in the contracts' endpoint. */
export const appealRoutes: FastifyPluginAsync<{ appealService: AppealService }> = async (app, { appealService }) => {
  route(app, endpoints.submit, (request) => appealService.submit(memberReaderOf(request), request.params.id, request.body));
};
