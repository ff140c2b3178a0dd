import { constants } from '@portal/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useBrand } from '../api/brand-api';
import { brandTheme } from './theme';

// The toast container (with its transitions and swipe handling) is not needed for the first paint; toasts shown
// before it arrives wait in the notifications store and appear when it mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * No ColorSchemeScript: the server's Content-Security-Policy forbids inline scripts, and the portal uses the
 * light scheme only. Toasts sit top-centre, last 10 seconds and can be swiped away (spec 1 §8).
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedMantineProvider>
        <Suspense fallback={null}>
          <Notifications position="top-center" autoClose={constants.toastDurationMs} allowDragDismiss />
        </Suspense>
        {children}
      </BrandedMantineProvider>
    </QueryClientProvider>
  );
}

/** Mantine in the plan's brand colour: buttons, links and focus rings of every page follow the brand. */
function BrandedMantineProvider({ children }: { children: ReactNode }) {
  const { primaryColour } = useBrand();
  const theme = useMemo(() => brandTheme(primaryColour), [primaryColour]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
