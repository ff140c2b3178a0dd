import { claimEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { memberReaderOf } from '../../access/member-reader.js';
import type { ClaimsService } from './claims.service.js';

/** View Claims (spec 2 §2.3, §7 Claims); open to an employee impersonating a provider account (spec 2 §4). */
export const claimsRoutes: FastifyPluginAsync<{ claimsService: ClaimsService }> = async (app, { claimsService }) => {
  const endpoints = claimEndpoints;

  route(app, endpoints.years, (request) => claimsService.years(memberReaderOf(request), request.query.qhid));
  route(app, endpoints.search, (request) => claimsService.search(memberReaderOf(request), request.body));
  route(app, endpoints.codes, (request) => claimsService.codes(memberReaderOf(request), request.params.qhid, request.params.claimNumber));
  route(app, endpoints.claim, (request) => claimsService.claim(memberReaderOf(request), request.params.claimNumber));
  route(app, endpoints.exists, (request) => claimsService.exists(memberReaderOf(request), request.params.qhid));
};
