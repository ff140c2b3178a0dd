import { paths, routeTable } from '@portal/contracts';
import type { RouteDefinition } from '@portal/contracts';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { useCurrentUser } from '../session/use-current-user';
import { PageLoader } from '../ui/page-loader';
import { loadPage } from './page-loaders';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { UnableToLoadPage } from './unable-to-load-page';

function UnknownPathRedirect() {
  const user = useCurrentUser();
  return <Navigate to={user?.token ? paths.home : paths.login} replace />;
}

function toRouteObject(definition: RouteDefinition): RouteObject {
  const base = { path: definition.path, handle: definition };
  if (definition.name === 'Admin') return { ...base, element: <Navigate to={paths.adminOverview} replace /> };
  // The error page must render even when chunks cannot be fetched, so it ships with the entry.
  if (definition.name === 'Error') return { ...base, Component: UnableToLoadPage };
  return { ...base, lazy: async () => ({ Component: await loadPage(definition.name) }) };
}

/** The routes of the contracts' route table, under one layout that runs the guard and draws the shell. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: [...routeTable.map(toRouteObject), { path: '*', Component: UnknownPathRedirect }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
