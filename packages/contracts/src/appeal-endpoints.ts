import { AppealParamsSchema, AppealRequestSchema, AppealResponseSchema } from './appeals.js';
import { access, endpoint } from './endpoint.js';

/** A provider's appeal of a decision (issue 19), from the authorization's overview in Manage Authorizations. */
export const appealEndpoints = {
  submit: endpoint({
    method: 'POST',
    path: '/auth/:id/appeal/',
    access: access.provider({ impersonation: true }),
    params: AppealParamsSchema,
    body: AppealRequestSchema,
    response: AppealResponseSchema,
    tag: 'authorizations',
    summary: 'Appeals denied or modified lines: the appeal enters the review queue on its own clock.',
  }),
} as const;
