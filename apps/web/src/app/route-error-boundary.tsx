import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { UnableToLoadPage } from './unable-to-load-page';

/**
 * The app's root error boundary: a page that throws while it renders (or a route that fails to load) shows the
 * Unable To Load Page (spec 1 §2.10) with its Try Again, instead of a blank screen. The error goes to the console
 * for whoever supports the user; nothing of it is shown.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <UnableToLoadPage />;
}
