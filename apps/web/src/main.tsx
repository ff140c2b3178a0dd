import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/font.css';
import './app/contrast.css';
import './app/option-lists.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { configureSession } from './app/configure-session';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { restoreCurrentUser } from './session/current-user-store';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  // The guard needs to know who is signed in before the first route renders.
  await restoreCurrentUser();
  const queryClient = createQueryClient();
  const router = createAppRouter();
  configureSession(queryClient, router);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
