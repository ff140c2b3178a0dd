import { constants, pageTitle } from '@portal/contracts';
import type { RouteDefinition } from '@portal/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useBrand } from '../api/brand-api';
import { useSettings } from '../api/settings-api';
import { useCurrentUser } from '../session/use-current-user';
import { trackNavigation } from '../features/tracking/track-navigation';
import { PageLoader } from '../ui/page-loader';
import { resolveNavigation } from './navigation-guard';
import { withTimeout } from './page-loaders';
import { UnableToLoadPage } from './unable-to-load-page';

// The shell is not needed by the no-layout pages (Login among them), so it loads with the first page that has it.
const AppShellLayout = lazy(() =>
  withTimeout(import('./shell/app-shell-layout'), constants.chunkLoadTimeoutMs).then(
    (module) => ({ default: module.AppShellLayout }),
    () => ({ default: UnableToLoadPage }),
  ),
);

// Only a signed-in user is watched: the timer and its session calls load with the first page behind Login. Should
// the chunk fail, the server still ends an idle session (it enforces its own idle expiry).
const IdleWatcher = lazy(() =>
  withTimeout(import('./idle-watcher'), constants.chunkLoadTimeoutMs).then(
    (module) => ({ default: module.IdleWatcher }),
    () => ({ default: () => null }),
  ),
);

function useCurrentRoute(): RouteDefinition | undefined {
  const matches = useMatches();
  const match = [...matches].reverse().find((candidate) => candidate.handle);
  return match?.handle as RouteDefinition | undefined;
}

/** Runs the navigation guard on every location, then renders the page with or without the shell. */
export function RootLayout() {
  const location = useLocation();
  const route = useCurrentRoute();
  const user = useCurrentUser();
  const settings = useSettings();
  const { productName } = useBrand();
  const hasStates = (settings.data?.states.length ?? 0) > 0;

  const decision = route && !settings.isPending ? resolveNavigation({ route, location: `${location.pathname}${location.search}`, user, hasStates }) : null;
  const isAllowed = decision !== null && 'allow' in decision;

  useEffect(() => {
    if (!route || !isAllowed) return;
    document.title = pageTitle(route.title, productName);
  }, [route, isAllowed, productName]);

  useEffect(() => {
    if (!route || !isAllowed) return;
    trackNavigation(route.trackingName);
  }, [route, isAllowed, location.pathname]);

  if (!route) return <Outlet />;
  if (settings.isPending) return <PageLoader />;
  if (decision && 'redirect' in decision) return <Navigate to={decision.redirect} replace />;

  const isIdleWatched = Boolean(user?.token) && !route.meta.isIdleTimeoutDisabled;
  return (
    <>
      {isIdleWatched && user && (
        <Suspense fallback={null}>
          <IdleWatcher isEmployee={user.isEmployee} settings={settings.data} />
        </Suspense>
      )}
      {route.meta.noLayout ? (
        <Outlet />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <AppShellLayout>
            <Outlet />
          </AppShellLayout>
        </Suspense>
      )}
    </>
  );
}
