import { landingPathOf } from '@portal/contracts';
import { Navigate } from 'react-router';
import { HomePage } from '../../features/home/home-page';
import { useIsImpersonationLoading } from '../../features/impersonation/impersonation-loading-store';
import { useCurrentUser } from '../../session/use-current-user';

/** Composes Home with the session, so the home feature does not import the session feature. */
export function HomeRoute() {
  const user = useCurrentUser();
  const isImpersonationLoading = useIsImpersonationLoading();
  // An employee acting as nobody has no provider Home: their own work is elsewhere (issue 34 §7).
  if (user?.isEmployee && user.impersonatingAs === null && !isImpersonationLoading) return <Navigate to={landingPathOf(user)} replace />;
  // Authorizations answer a provider's own staff or an employee acting as one (spec 2 §6), never an employee as such.
  const canReadAuthorizations = user !== null && (!user.isEmployee || user.impersonatingAs !== null);
  return <HomePage isLimited={user?.isLimited ?? false} canReadAuthorizations={canReadAuthorizations} />;
}
