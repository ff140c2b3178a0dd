import { apiPaths } from '@portal/contracts';
import { apiRequest } from './http-client';

export function trackAction(action: string): Promise<{ tracked: true }> {
  return apiRequest<{ tracked: true }>(apiPaths.tracking(action), { method: 'POST' });
}

/** An event with a value (the link clicked, say): POST /tracking/{action}/{value}/. */
export function trackActionValue(action: string, value: string): Promise<{ tracked: true }> {
  return apiRequest<{ tracked: true }>(apiPaths.trackingValue(action, value.slice(0, 200)), { method: 'POST' });
}
