import { messages } from '@portal/contracts';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from './router';
import { RouteErrorBoundary } from './route-error-boundary';
import { theme } from './theme';

function BrokenPage(): never {
  throw new Error('a page that cannot render');
}

afterEach(() => vi.restoreAllMocks());

describe('the root error boundary', () => {
  it('is the error boundary of the route every page sits under', () => {
    expect(appRoutes).toHaveLength(1);
    expect(appRoutes[0]?.ErrorBoundary).toBe(RouteErrorBoundary);
  });

  it('shows the Unable To Load Page, not a blank screen, when a page throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ Component: Outlet, ErrorBoundary: RouteErrorBoundary, children: [{ path: '/home', Component: BrokenPage }] }], {
      initialEntries: ['/home'],
    });
    render(
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: messages.errorPage.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.errorPage.tryAgain })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'a page that cannot render' }));
  });
});
