import { sandboxEndpoints as endpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

/** Site Administration › Certification Sandbox: whether it exists here, and loading a test kit's bundle. */
export const sandboxStatusQueryOptions = queryOptions({ queryKey: ['admin', 'sandbox'], queryFn: () => callEndpoint(endpoints.status) });

export const loadSandboxBundle = (bundle: Record<string, unknown>) => callEndpoint(endpoints.load, { body: bundle });
