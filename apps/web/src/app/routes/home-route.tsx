import { HomePage } from '../../features/home/home-page';
import { useCurrentUser } from '../../session/use-current-user';

/** Composes Home with the session, so the home feature does not import the session feature. */
export function HomeRoute() {
  const user = useCurrentUser();
  return <HomePage isLimited={user?.isLimited ?? false} />;
}
