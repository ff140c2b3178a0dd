import { apiPaths } from '@portal/contracts';
import { apiRequest } from './http-client';

export function trackAction(action: string): Promise<{ tracked: true }> {
  return apiRequest<{ tracked: true }>(apiPaths.tracking(action), { method: 'POST' });
}
