import { trackingEndpoints } from '@portal/contracts';
import { callEndpoint } from './http-client';

export function trackAction(action: string): Promise<{ tracked: true }> {
  return callEndpoint(trackingEndpoints.action, { params: { action } });
}
