import { trackAction } from '../../api/tracking-api';

/** Posts the route's tracking action; analytics never disturb the user, so failures are ignored. */
export function trackNavigation(trackingName: string | undefined): void {
  if (!trackingName) return;
  trackAction(trackingName).catch(() => undefined);
}
