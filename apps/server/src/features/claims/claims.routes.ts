import {
  ClaimCodesParamsSchema,
  ClaimCodesResponseSchema,
  ClaimsExistParamsSchema,
  ClaimsExistResponseSchema,
  ClaimsSearchRequestSchema,
  ClaimsSearchResponseSchema,
  ClaimsYearsQuerySchema,
  ClaimsYearsResponseSchema,
  ErrorResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberReaderOf } from '../members/member-reader.js';
import type { ClaimsService } from './claims.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const tags = ['claims'];

/** View Claims (spec 2 §2.3, §7 Claims); open to an employee impersonating a provider account (spec 2 §4). */
export const claimsRoutes: FastifyPluginAsyncZod<{ claimsService: ClaimsService }> = async (app, { claimsService }) => {
  const config = { allowImpersonation: true };

  app.get(
    '/claims/years/',
    { preHandler: app.authenticate, config, schema: { tags, querystring: ClaimsYearsQuerySchema, response: { 200: ClaimsYearsResponseSchema, ...errors } } },
    (request) => claimsService.years(memberReaderOf(request), request.query.qhid),
  );

  app.post(
    '/claims/search/',
    { preHandler: app.authenticate, config, schema: { tags, body: ClaimsSearchRequestSchema, response: { 200: ClaimsSearchResponseSchema, ...errors } } },
    (request) => claimsService.search(memberReaderOf(request), request.body),
  );

  app.get(
    '/claims/codes/:qhid/:claimNumber',
    { preHandler: app.authenticate, config, schema: { tags, params: ClaimCodesParamsSchema, response: { 200: ClaimCodesResponseSchema, ...errors } } },
    (request) => claimsService.codes(memberReaderOf(request), request.params.qhid, request.params.claimNumber),
  );

  app.get(
    '/claims/getClaimsExist/:qhid',
    { preHandler: app.authenticate, config, schema: { tags, params: ClaimsExistParamsSchema, response: { 200: ClaimsExistResponseSchema, ...errors } } },
    (request) => claimsService.exists(memberReaderOf(request), request.params.qhid),
  );
};
