import { access, endpoint } from './endpoint.js';
import { IdentityAlertsResponseSchema } from './identity-checks.js';

const tag = 'identity-checks';

/**
 * Identity Alerts (issue 30): for site administrators, who administer the accounts and client systems it names and
 * can disable or revoke them; reviewers decide requests and have no say over who may sign in.
 */
export const identityCheckEndpoints = {
  alerts: endpoint({
    method: 'GET',
    path: '/admin/identity-alerts/',
    access: access.siteAdministrator,
    response: IdentityAlertsResponseSchema,
    tag,
    summary: 'Accounts and client systems whose failed member look-ups reached a limit recently.',
  }),
} as const;
