import {
  AuthMemberSearchRequestSchema,
  AuthMemberSearchResponseSchema,
  CoverageCheckRequestSchema,
  CoverageCheckResponseSchema,
  CoverageResponseSchema,
  ErrorResponseSchema,
  GroupIsSecureSchema,
  GroupMessageSchema,
  GroupParamsSchema,
  GroupTollFreeNumberSchema,
  MemberNetworksResponseSchema,
  MemberParamsSchema,
  MemberQhidSchema,
  MemberRecordSchema,
  MemberSearchRequestSchema,
  MemberSearchResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CoverageCheckService } from './coverage-check.service.js';
import type { GroupsService } from './groups.service.js';
import { memberReaderOf } from './member-reader.js';
import type { MembersService } from './members.service.js';

export interface MembersRoutesOptions {
  membersService: MembersService;
  coverageCheckService: CoverageCheckService;
  groupsService: GroupsService;
}

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const tags = ['members'];
/** Member search and what Manage Authorizations and View Claims show of the member answer impersonating employees. */
const impersonationAllowed = { allowImpersonation: true };

/** Member search, record, coverage, networks and group calls of spec 2 §7 (Member and benefits). */
export const membersRoutes: FastifyPluginAsyncZod<MembersRoutesOptions> = async (app, options) => {
  const { membersService, coverageCheckService, groupsService } = options;

  app.post(
    '/member/search/',
    { preHandler: app.authenticate, config: impersonationAllowed, schema: { tags, body: MemberSearchRequestSchema, response: { 200: MemberSearchResponseSchema, ...errors } } },
    (request) => membersService.search(memberReaderOf(request), request.body),
  );

  app.get(
    '/member/:id/',
    { preHandler: app.authenticate, config: impersonationAllowed, schema: { tags, params: MemberParamsSchema, response: { 200: MemberRecordSchema, ...errors } } },
    (request) => membersService.getMember(memberReaderOf(request), request.params.id),
  );

  app.get(
    '/member/:id/coverage',
    { preHandler: app.authenticate, schema: { tags, params: MemberParamsSchema, response: { 200: CoverageResponseSchema, ...errors } } },
    (request) => membersService.getCoverage(memberReaderOf(request), request.params.id),
  );

  app.get(
    '/network/GetMemberNetworks/:qhid/',
    {
      preHandler: app.authenticate,
      config: impersonationAllowed,
      schema: { tags, params: z.object({ qhid: MemberQhidSchema }), response: { 200: MemberNetworksResponseSchema, ...errors } },
    },
    (request) => membersService.getNetworks(memberReaderOf(request), request.params.qhid),
  );

  // Group facts hold no member data, but only those who may look up members have a use for them.
  app.get(
    '/group/:id/groupwidemessage',
    { preHandler: app.authenticate, config: impersonationAllowed, schema: { tags, params: GroupParamsSchema, response: { 200: GroupMessageSchema, ...errors } } },
    (request) => {
      memberReaderOf(request);
      return groupsService.groupMessage(request.params.id);
    },
  );

  app.get(
    '/group/:id/tollfreenumber',
    { preHandler: app.authenticate, config: impersonationAllowed, schema: { tags, params: GroupParamsSchema, response: { 200: GroupTollFreeNumberSchema, ...errors } } },
    (request) => {
      memberReaderOf(request);
      return groupsService.tollFreeNumber(request.params.id);
    },
  );

  app.get(
    '/group/:id/isSecure',
    { preHandler: app.authenticate, config: impersonationAllowed, schema: { tags, params: GroupParamsSchema, response: { 200: GroupIsSecureSchema, ...errors } } },
    (request) => {
      memberReaderOf(request);
      return groupsService.isSecure(request.params.id);
    },
  );

  // Benefits-only calls: not while impersonating (only Manage Authorizations and View Claims are).
  app.post(
    '/auth/member/search/',
    { preHandler: app.authenticate, schema: { tags, body: AuthMemberSearchRequestSchema, response: { 200: AuthMemberSearchResponseSchema, ...errors } } },
    (request) => coverageCheckService.searchWithCoverage(memberReaderOf(request), request.body),
  );

  app.post(
    '/auth/coverage/',
    { preHandler: app.authenticate, schema: { tags, body: CoverageCheckRequestSchema, response: { 200: CoverageCheckResponseSchema, ...errors } } },
    (request) => coverageCheckService.check(memberReaderOf(request), request.body),
  );
};
