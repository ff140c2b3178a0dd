import {
  AuthorizationOverviewSchema,
  AuthorizationParamsSchema,
  AuthorizationsExistParamsSchema,
  AuthorizationsExistResponseSchema,
  AuthorizationSummariesRequestSchema,
  AuthorizationSummariesResponseSchema,
  CptCodesNotRequiringAuthResponseSchema,
  UpdateAuthorizationRequestSchema,
  UpdateAuthorizationResponseSchema,
  WithdrawAuthorizationRequestSchema,
  WithdrawAuthorizationResponseSchema,
} from './authorizations.js';
import { AuthorizationCountsSchema, AuthorizationShowListSchema, AuthorizationShowQuerySchema } from './authorization-insights.js';
import { DocumentsParamsSchema } from './documents.js';
import { access, endpoint } from './endpoint.js';
import { AnswerQuestionParamsSchema, AnswerQuestionRequestSchema, AnswerQuestionResponseSchema } from './notices.js';

const tag = 'authorizations';
/** Manage Authorizations: a provider's own staff, or an employee impersonating the account (spec 2 §2.5, §4). */
const providerOrImpersonating = access.provider({ impersonation: true });

/** Manage Authorizations: list, overview, update and determination letter (spec 2 §2.5–2.8, §7). */
export const authorizationEndpoints = {
  summaries: endpoint({
    method: 'POST',
    path: '/auth/viewauthsummaries',
    access: providerOrImpersonating,
    body: AuthorizationSummariesRequestSchema,
    response: AuthorizationSummariesResponseSchema,
    tag,
    summary: 'One page of the member’s authorizations the account may see, with the years that have any.',
  }),
  counts: endpoint({
    method: 'GET',
    path: '/auth/ataglance',
    access: providerOrImpersonating,
    response: AuthorizationCountsSchema,
    tag,
    summary: 'Home’s counts: pending, decided in the last 7 days, expiring in the next 30, at the account’s active providers.',
  }),
  showList: endpoint({
    method: 'GET',
    path: '/auth/ataglance/list',
    access: providerOrImpersonating,
    query: AuthorizationShowQuerySchema,
    response: AuthorizationShowListSchema,
    tag,
    summary: 'One page of the authorizations one of Home’s counts stands for.',
  }),
  exists: endpoint({
    method: 'GET',
    path: '/auth/getauthsexist/:qhid',
    access: providerOrImpersonating,
    params: AuthorizationsExistParamsSchema,
    response: AuthorizationsExistResponseSchema,
    tag,
  }),
  authorization: endpoint({
    method: 'GET',
    path: '/auth/getAuth/:id',
    access: providerOrImpersonating,
    params: AuthorizationParamsSchema,
    response: AuthorizationOverviewSchema,
    tag,
  }),
  update: endpoint({
    method: 'POST',
    path: '/auth/UpdateLeapAuthorization',
    access: providerOrImpersonating,
    body: UpdateAuthorizationRequestSchema,
    response: UpdateAuthorizationResponseSchema,
    tag,
    summary: 'Requests the changes made in the overview’s edit mode.',
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/auth/:id/withdraw',
    access: providerOrImpersonating,
    params: AuthorizationParamsSchema,
    body: WithdrawAuthorizationRequestSchema,
    response: WithdrawAuthorizationResponseSchema,
    tag,
    summary: 'Withdraws a pending request with a reason (its status becomes Cancelled, its review closes); a retry answers the same; 409 once it is decided.',
  }),
  /**
   * A plan-wide list holding no member data: answered to every signed-in account (limited users and employees
   * too), as it always was.
   */
  cptCodesNotRequiringAuth: endpoint({
    method: 'GET',
    path: '/auth/CptCodesNotRequiringAuth',
    access: access.account({ limited: true, impersonation: true }),
    response: CptCodesNotRequiringAuthResponseSchema,
    tag,
  }),
  determinationLetter: endpoint({
    method: 'GET',
    path: '/auth/determinationletter/:qhid/:authId',
    access: providerOrImpersonating,
    params: DocumentsParamsSchema,
    response: 'file',
    tag,
    summary: 'The determination letter (application/pdf), never cached.',
  }),
  answerQuestion: endpoint({
    method: 'POST',
    path: '/auth/:id/answer/',
    access: providerOrImpersonating,
    params: AnswerQuestionParamsSchema,
    body: AnswerQuestionRequestSchema,
    response: AnswerQuestionResponseSchema,
    tag,
    summary: 'Answers the reviewer’s open question: the request goes back to the review queue as Pending.',
  }),
} as const;
