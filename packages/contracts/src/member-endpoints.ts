import { z } from 'zod';
import {
  AuthMemberSearchRequestSchema,
  AuthMemberSearchResponseSchema,
  CoverageCheckRequestSchema,
  CoverageCheckResponseSchema,
  CoverageResponseSchema,
} from './benefits.js';
import { access, endpoint } from './endpoint.js';
import {
  GroupIsSecureSchema,
  GroupMessageSchema,
  GroupParamsSchema,
  GroupTollFreeNumberSchema,
  MemberNetworksResponseSchema,
  MemberQhidSchema,
  MemberRecordSchema,
  MemberSearchRequestSchema,
  MemberSearchResponseSchema,
} from './member-search.js';

const tag = 'members';
const MemberParamsSchema = z.object({ qhid: MemberQhidSchema });
/** Member search and what Manage Authorizations and View Claims show of the member answer impersonating employees. */
const providerOrImpersonating = access.provider({ impersonation: true });
/** Benefits Lookup's calls: not while impersonating (only Manage Authorizations and View Claims are, spec 2 §6). */
const providerOnly = access.provider();

/** Member search, record, coverage, networks and group calls (spec 2 §7 Member and benefits). */
export const memberEndpoints = {
  search: endpoint({
    method: 'POST',
    path: '/member/search/',
    access: providerOrImpersonating,
    body: MemberSearchRequestSchema,
    response: MemberSearchResponseSchema,
    tag,
    summary: 'Finds a member by member id and date of birth; a member found may then be read by the account.',
  }),
  member: endpoint({ method: 'GET', path: '/member/:qhid/', access: providerOrImpersonating, params: MemberParamsSchema, response: MemberRecordSchema, tag }),
  coverage: endpoint({
    method: 'GET',
    path: '/member/:qhid/coverage',
    access: providerOnly,
    params: MemberParamsSchema,
    response: CoverageResponseSchema,
    tag,
  }),
  networks: endpoint({
    method: 'GET',
    path: '/network/GetMemberNetworks/:qhid/',
    access: providerOrImpersonating,
    params: MemberParamsSchema,
    response: MemberNetworksResponseSchema,
    tag,
  }),
  groupMessage: endpoint({
    method: 'GET',
    path: '/group/:id/groupwidemessage',
    access: providerOrImpersonating,
    params: GroupParamsSchema,
    response: GroupMessageSchema,
    tag,
  }),
  groupTollFreeNumber: endpoint({
    method: 'GET',
    path: '/group/:id/tollfreenumber',
    access: providerOrImpersonating,
    params: GroupParamsSchema,
    response: GroupTollFreeNumberSchema,
    tag,
  }),
  groupIsSecure: endpoint({
    method: 'GET',
    path: '/group/:id/isSecure',
    access: providerOrImpersonating,
    params: GroupParamsSchema,
    response: GroupIsSecureSchema,
    tag,
  }),
  searchWithCoverage: endpoint({
    method: 'POST',
    path: '/auth/member/search/',
    access: providerOnly,
    body: AuthMemberSearchRequestSchema,
    response: AuthMemberSearchResponseSchema,
    tag,
    summary: 'Member search of the Submit Authorization modal, with the coverage on the expected start date.',
  }),
  coverageCheck: endpoint({
    method: 'POST',
    path: '/auth/coverage/',
    access: providerOnly,
    body: CoverageCheckRequestSchema,
    response: CoverageCheckResponseSchema,
    tag,
  }),
} as const;
