import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../app/theme';

/** Shows where the app navigated to, so tests can assert the destination as a user would see it. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The app's theme for a component rendered alone; env="test" turns off transitions so Selects open in jsdom. */
export function TestThemeProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      {children}
    </MantineProvider>
  );
}

/** Renders one page at `initialPath` on `path` (or on each of `paths`); every other path shows the probe. */
export function renderPage(
  Page: ComponentType,
  { path = '/', paths = [path], initialPath = path }: { path?: string; paths?: string[]; initialPath?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([...paths.map((pagePath) => ({ path: pagePath, Component: Page })), { path: '*', Component: LocationProbe }], {
    initialEntries: [initialPath],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TestThemeProvider>
        <RouterProvider router={router} />
      </TestThemeProvider>
    </QueryClientProvider>,
  );
  return { router };
}

type Handler = (request: { method: string; body: unknown }) => { status?: number; body: unknown };

/**
 * Replaces global fetch with answers per "METHOD /api/path"; unknown calls fail like a network error.
 * Returns the list of calls made, with their parsed bodies.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { key: string; body: unknown; headers: Headers }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const key = `${method} ${String(input)}`;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body, headers: new Headers(init.headers) });
    const handler = handlers[key];
    if (!handler) throw new TypeError(`Failed to fetch ${key}`);
    const answer = handler({ method, body });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}
