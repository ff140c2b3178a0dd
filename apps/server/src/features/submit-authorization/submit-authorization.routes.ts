import {
  AutoApprovalParamsSchema,
  AutoApprovalQuerySchema,
  AutoApprovalResponseSchema,
  CptListParamsSchema,
  CptListResponseSchema,
  ErrorResponseSchema,
  GlobalNoAuthListsSchema,
  MriProviderSpecialtyParamsSchema,
  MriProviderSpecialtyResponseSchema,
  idempotencyKeyHeader,
  idempotencyKeyPattern,
  RecentAuthorizationsParamsSchema,
  RecentAuthorizationsResponseSchema,
  RequestTypesSchema,
  SaveAuthorizationRequestSchema,
  SaveAuthorizationResponseSchema,
  submitAuthorizationApiPaths as paths,
  submitAuthorizationMessages as text,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codesNotRequiringAuthorization } from '../../payer/no-auth-codes.js';
import { memberReaderOf } from '../members/member-reader.js';
import { type RecentAuthorizationsService, recentAuthorizationsWindow } from './recent-authorizations.service.js';
import type { SubmitAuthorizationService } from './submit-authorization.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const tags = ['submit-authorization'];
const IdempotencyHeadersSchema = z.object({ [idempotencyKeyHeader]: z.string({ message: text.save.idempotencyKey }).regex(idempotencyKeyPattern, text.save.idempotencyKey) });

/**
 * Submit Authorizations (spec 3 §7). Not open to impersonating employees: like the coverage check it rests on,
 * a request is submitted by the provider's own staff.
 */
export const submitAuthorizationRoutes: FastifyPluginAsyncZod<{
  submitAuthorizationService: SubmitAuthorizationService;
  recentAuthorizationsService: RecentAuthorizationsService;
}> = async (app, { submitAuthorizationService: service, recentAuthorizationsService }) => {
  app.get(paths.workflows, { preHandler: app.authenticate, schema: { tags, response: { 200: RequestTypesSchema, ...errors } } }, (request) => {
    memberReaderOf(request);
    return [...service.workflows()];
  });

  app.get(
    '/lookup/getCptListByCategoryDetailId/:id',
    { preHandler: app.authenticate, schema: { tags, params: CptListParamsSchema, response: { 200: CptListResponseSchema, ...errors } } },
    (request) => {
      memberReaderOf(request);
      return [...service.cptList(request.params.id)];
    },
  );

  app.get(
    paths.globalNoAuthLists,
    { preHandler: app.authenticate, schema: { tags, response: { 200: GlobalNoAuthListsSchema, ...errors } } },
    (request) => {
      memberReaderOf(request);
      return { cptCodes: [...codesNotRequiringAuthorization] };
    },
  );

  app.get(
    '/auth/MriProviderSpecialty/:id/',
    { preHandler: app.authenticate, schema: { tags, params: MriProviderSpecialtyParamsSchema, response: { 200: MriProviderSpecialtyResponseSchema, ...errors } } },
    (request) => service.hasMriSpecialty(memberReaderOf(request), request.params.id),
  );

  app.get(
    '/auth/isAuthAutoApproved/:id',
    { preHandler: app.authenticate, schema: { tags, params: AutoApprovalParamsSchema, querystring: AutoApprovalQuerySchema, response: { 200: AutoApprovalResponseSchema, ...errors } } },
    (request) => {
      memberReaderOf(request);
      return service.isAutoApproved(request.params.id, request.query.groupId);
    },
  );

  app.get(
    '/auth/RecentAerialAuthorizations/:qhid',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        description: `The duplicate check: the member’s authorizations the account may see, received in the last ${recentAuthorizationsWindow.months} months, newest first (at most ${recentAuthorizationsWindow.max}).`,
        params: RecentAuthorizationsParamsSchema,
        response: { 200: RecentAuthorizationsResponseSchema, ...errors },
      },
    },
    (request) => recentAuthorizationsService.ofMember(memberReaderOf(request), request.params.qhid),
  );

  app.post(
    paths.save,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        description: `Creates the authorization. The ${idempotencyKeyHeader} header names the submission: a retry with the same key answers the authorization the first one created.`,
        headers: IdempotencyHeadersSchema,
        body: SaveAuthorizationRequestSchema,
        response: { 200: SaveAuthorizationResponseSchema, ...errors },
      },
    },
    (request) => service.save(memberReaderOf(request), request.headers[idempotencyKeyHeader] as string, request.body),
  );
};
