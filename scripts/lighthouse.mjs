#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (desktop preset) on Login, Home, Benefits Lookup and Submit Authorizations, against
// a fresh server of the built app on its embedded database, signed in as the demo provider for the pages behind
// Login. Prints each page's performance and accessibility scores with the paint timings, and exits 1 when a page
// scores under its target (performance 95, accessibility 100). A measurement, not a test: the machine's load moves
// the performance score, so run it on a quiet machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { messages, paths, routeByName } from '../packages/contracts/dist/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3990);
const origin = `http://127.0.0.1:${port}`;
const targets = { performance: 0.95, accessibility: 1 };
const pages = [
  { name: 'Login', path: paths.login, signedIn: false },
  { name: 'Home', path: paths.home, signedIn: true },
  { name: 'Benefits Lookup', path: routeByName('BenefitsLookup').path, signedIn: true },
  { name: 'Submit Authorizations', path: routeByName('SubmitAuthorizations').path, signedIn: true },
];
const provider = { userId: 'provider@example.com', password: 'Welcome2Portal!' };

const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
// The embedded database, as `npm start` has it, whatever DATABASE_URL says.
const { DATABASE_URL: _postgres, ...environment } = process.env;
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  env: { ...environment, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_MEMBERS: '300', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let browser;
try {
  await waitUntilReady();
  browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage();
  const results = [];
  for (const target of pages) {
    if (target.signedIn) await signIn(page);
    // The signed-in pages keep the session the app stored at sign-in; the cache is still emptied.
    const run = await lighthouse(
      `${origin}${target.path}`,
      { onlyCategories: ['performance', 'accessibility'], disableStorageReset: target.signedIn, logLevel: 'error' },
      desktopConfig,
      page,
    );
    const { categories, audits } = run.lhr;
    if (new URL(run.lhr.finalDisplayedUrl).pathname !== target.path) throw new Error(`${target.name}: ended at ${run.lhr.finalDisplayedUrl}`);
    results.push({
      page: target.name,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      FCP: audits['first-contentful-paint'].displayValue,
      LCP: audits['largest-contentful-paint'].displayValue,
      TBT: audits['total-blocking-time'].displayValue,
      CLS: audits['cumulative-layout-shift'].displayValue,
    });
  }
  console.table(results);
  const short = results.filter((result) => result.performance < targets.performance * 100 || result.accessibility < targets.accessibility * 100);
  if (short.length > 0) {
    console.error(
      `Under target (performance ${targets.performance * 100}, accessibility ${targets.accessibility * 100}): ${short.map((result) => result.page).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitUntilReady() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready');
}

/** Signs in through the Login form, as a user does, unless the stored session still holds. */
async function signIn(page) {
  await page.goto(`${origin}${paths.login}`, { waitUntil: 'networkidle0' });
  if (new URL(page.url()).pathname !== paths.login) return;
  await page.locator(`::-p-aria([name="${messages.login.userIdLabel}"][role="textbox"])`).fill(provider.userId);
  await page.locator(`::-p-aria([name="${messages.login.passwordLabel}"][role="textbox"])`).fill(provider.password);
  await page.locator(`::-p-aria([name="${messages.login.logIn}"][role="button"])`).click();
  await page.waitForFunction((login) => globalThis.location.pathname !== login, { timeout: 30_000 }, paths.login);
}
