import { HomePage } from '../../features/home/home-page';
import { useCurrentUser } from '../../session/use-current-user';

/** Composes Home with the session, so the home feature does not import the session feature. */
export function HomeRoute() {
  const user = useCurrentUser();
  // Authorizations answer a provider's own staff or an employee acting as one (spec 2 §6), never an employee as such.
  const canReadAuthorizations = user !== null && (!user.isEmployee || user.impersonatingAs !== null);
  return <HomePage isLimited={user?.isLimited ?? false} canReadAuthorizations={canReadAuthorizations} />;
}
