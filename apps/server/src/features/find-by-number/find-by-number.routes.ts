import { recordNumberEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { memberReaderOf } from '../../access/member-reader.js';
import type { FindByNumberService } from './find-by-number.service.js';

/** Find by number (issue 34 §2): an authorization or claim of the account's providers, by its number. */
export const findByNumberRoutes: FastifyPluginAsync<{ findByNumberService: FindByNumberService }> = async (app, { findByNumberService }) => {
  route(app, recordNumberEndpoints.find, (request) => findByNumberService.find(memberReaderOf(request), request.body.number));
};
