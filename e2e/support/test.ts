import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { seriousViolations } from './axe.js';
import { watchPageStates } from './page-states.js';

export { expect };

/** How long a state may keep loading before it is judged as it is. */
const settleTimeoutMs = 3_000;

interface Finding {
  state: string;
  violations: string[];
}

/**
 * Judges every page state of a journey with axe (serious and critical findings), each once: ./page-states.ts flags
 * a document whose state changed, and a locator handler — which Playwright runs before the journey's next action or
 * assertion — waits for the state's content, then runs axe. Only the app's own pages are judged (not a document a
 * signed URL serves).
 */
class PageStateAudit {
  private readonly judged = new Set<string>();
  readonly findings: Finding[] = [];
  /** Time spent judging, in milliseconds (reported with the journey). */
  spentMs = 0;

  constructor(private readonly appOrigin: string | undefined) {}

  async watch(page: Page): Promise<void> {
    await page.addLocatorHandler(page.locator('html[data-axe-state-changed]'), () => this.judge(page), { noWaitAfter: true });
  }

  get judgedCount(): number {
    return this.judged.size;
  }

  async judgePending(page: Page): Promise<void> {
    if (page.isClosed()) return;
    const isPending = await page
      .locator('html[data-axe-state-changed]')
      .count()
      .catch(() => 0);
    if (isPending) await this.judge(page);
  }

  private isAppPage(page: Page): boolean {
    const url = new URL(page.url());
    return (this.appOrigin === undefined || url.origin === this.appOrigin) && !url.pathname.startsWith('/api/');
  }

  private async judge(page: Page): Promise<void> {
    const started = Date.now();
    try {
      if (!this.isAppPage(page) || this.judged.has(await currentState(page))) {
        await takeState(page);
        return;
      }
      await page.waitForFunction(() => window.__pageStates?.isQuiet() ?? true, undefined, { timeout: settleTimeoutMs, polling: 50 }).catch(() => undefined);
      const state = await takeState(page);
      if (this.judged.has(state)) return;
      this.judged.add(state);
      const violations = await seriousViolations(page);
      if (violations.length > 0) this.findings.push({ state, violations });
    } catch (error) {
      // The document went away while it was judged (a full navigation, a closed popup): its successor is judged.
      if (!isGoneError(error)) throw error;
    } finally {
      this.spentMs += Date.now() - started;
    }
  }
}

const currentState = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-axe-state') ?? '');

/** Reads the state's name and clears the flag: the next change raises it again. */
const takeState = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.removeAttribute('data-axe-state-changed');
    return document.documentElement.getAttribute('data-axe-state') ?? '';
  });

const isGoneError = (error: unknown) =>
  error instanceof Error && /Execution context was destroyed|Target page, context or browser has been closed|frame was detached|navigat/i.test(error.message);

function report(findings: Finding[]): string {
  return findings.map((finding) => `  ${finding.state}\n${finding.violations.map((line) => `    ${line}`).join('\n')}`).join('\n');
}

async function auditEveryPageState(page: Page, appOrigin: string | undefined, use: () => Promise<void>, testInfo: TestInfo): Promise<void> {
  const audit = new PageStateAudit(appOrigin);
  const context = page.context();
  await context.addInitScript(watchPageStates);
  await audit.watch(page);
  const popups: Page[] = [];
  context.on('page', (popup) => {
    popups.push(popup);
    void audit.watch(popup).catch(() => undefined);
  });
  await use();
  if (testInfo.status === testInfo.expectedStatus) {
    for (const open of [page, ...popups]) await audit.judgePending(open);
  }
  testInfo.annotations.push({ type: 'axe page states', description: `${audit.judgedCount} in ${audit.spentMs} ms` });
  expect(audit.findings, `serious or critical accessibility violations:\n${report(audit.findings)}`).toEqual([]);
}

/**
 * The journeys' `test`: Playwright's, with axe judging every page state the journey reaches (see PageStateAudit).
 * Every journey imports `test` from here (a lint rule says so), so a new journey is covered without remembering.
 */
export const test = base.extend<{ accessibilityOfEveryPageState: void }>({
  accessibilityOfEveryPageState: [
    async ({ page, baseURL }, use, testInfo) => auditEveryPageState(page, baseURL ? new URL(baseURL).origin : undefined, use, testInfo),
    { auto: true },
  ],
});
