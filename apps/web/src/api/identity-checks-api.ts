import { identityCheckEndpoints as endpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

/** Site Administration › Identity Alerts. */
export const identityAlertsQueryOptions = queryOptions({ queryKey: ['admin', 'identity-alerts'], queryFn: () => callEndpoint(endpoints.alerts) });
