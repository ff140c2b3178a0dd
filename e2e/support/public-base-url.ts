import type { Page } from '@playwright/test';

/**
 * The portal's PUBLIC_BASE_URL in the journeys: unset, so the server's listen address as config.ts names it first
 * (a loopback HOST is reached as localhost), on the port the page is served from. E-mails' links start with it.
 */
export function publicBaseUrlOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.protocol}//localhost:${url.port}`;
}
