import { access, endpoint } from './endpoint.js';
import { WorklistQuerySchema, WorklistResponseSchema } from './worklist.js';

const tag = 'worklist';

/** The practice's worklist (issue 34 §3): signed-in providers, and employees while they act as one. */
export const worklistEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/worklist/',
    access: access.provider({ impersonation: true }),
    query: WorklistQuerySchema,
    response: WorklistResponseSchema,
    tag,
    summary:
      'What waits for the practice at the account’s providers: questions, pending requests, appealable denials, approvals expiring in 30 days and drafts; filtered, sorted and paged.',
  }),
} as const;
