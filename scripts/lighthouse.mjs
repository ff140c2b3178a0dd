#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (desktop preset) on Login, Home, Benefits Lookup, Submit Authorizations, the review
// queue, a review item and the public Prior Authorization Metrics page, against a fresh server of the built app on its
// embedded database, signed in as the demo provider (or the demo reviewer) for the pages behind Login. Prints each page's performance and accessibility scores with the paint timings, and exits 1 when a page
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
const provider = { userId: 'provider@example.com', password: 'Welcome2Portal!' };
const reviewer = { userId: 'reviewer@example.com', password: 'Welcome2Portal!' };
const pages = [
  { name: 'Login', path: paths.login },
  { name: 'Home', path: paths.home, user: provider },
  { name: 'Benefits Lookup', path: routeByName('BenefitsLookup').path, user: provider },
  { name: 'Submit Authorizations', path: routeByName('SubmitAuthorizations').path, user: provider },
  { name: 'Prior Authorization Metrics', path: paths.priorAuthorizationMetrics, user: provider },
  { name: 'Review queue', path: paths.adminReview, user: reviewer },
  // The first request of the queue, found on the queue as a reviewer finds it.
  { name: 'Review item', path: firstReviewItemPath, user: reviewer },
];

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
  let signedInAs;
  for (const target of pages) {
    if (target.user && target.user !== signedInAs) await signIn(page, target.user);
    signedInAs = target.user;
    const path = typeof target.path === 'function' ? await target.path(page) : target.path;
    // The signed-in pages keep the session the app stored at sign-in; the cache is still emptied.
    const run = await lighthouse(
      `${origin}${path}`,
      { onlyCategories: ['performance', 'accessibility'], disableStorageReset: Boolean(target.user), logLevel: 'error' },
      desktopConfig,
      page,
    );
    const { categories, audits } = run.lhr;
    // A run Lighthouse could not measure scores 0: say why rather than print a zero alone.
    if (run.lhr.runtimeError) console.error(`${target.name}: ${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}`);
    for (const [id, audit] of Object.entries(audits))
      if (audit.errorMessage && categories.performance.score === null) console.error(`${target.name}: ${id}: ${audit.errorMessage}`);
    if (new URL(run.lhr.finalDisplayedUrl).pathname !== path) throw new Error(`${target.name}: ended at ${run.lhr.finalDisplayedUrl}`);
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

/** Signs in through the Login form, as a user does (opening Login ends the session of another). */
async function signIn(page, user) {
  await page.goto(`${origin}${paths.login}`, { waitUntil: 'networkidle0' });
  if (new URL(page.url()).pathname !== paths.login) return;
  await page.locator(`::-p-aria([name="${messages.login.userIdLabel}"][role="textbox"])`).fill(user.userId);
  await page.locator(`::-p-aria([name="${messages.login.passwordLabel}"][role="textbox"])`).fill(user.password);
  await page.locator(`::-p-aria([name="${messages.login.logIn}"][role="button"])`).click();
  await page.waitForFunction((login) => globalThis.location.pathname !== login, { timeout: 30_000 }, paths.login);
}

/** The address of the first request in the review queue, read from the queue's link to it. */
async function firstReviewItemPath(page) {
  await page.goto(`${origin}${paths.adminReview}`, { waitUntil: 'networkidle0' });
  const link = await page.waitForSelector(`a[href^="${paths.adminReview}/"]`, { timeout: 30_000 });
  return link.evaluate((anchor) => anchor.getAttribute('href'));
}
