import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core itself (the copy @axe-core/playwright runs): put into a document once, not again for every judgement. */
const require = createRequire(import.meta.url);
const axeSource = readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');
/**
 * Puts axe into the page's document unless it is there. A popup keeps its window from its first, blank document,
 * so an axe of that window may still read the blank document: it is replaced.
 */
const loadAxe = `if (window.axeDocument !== document) { delete window.axe; ${axeSource}; window.axeDocument = document; }`;

/** The longest a judgement waits for the page's transitions to end. */
const transitionWaitMs = 1_000;

/** The part of axe's results read here. */
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe on the page once its transitions have ended (a modal still fading in reads as low contrast) and lists the
 * serious and critical violations, readable in a failure message.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(
    (waitMs) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            // Loaders and skeletons pulse for ever: only what ends is waited for.
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        // A transition that never runs (paused, or cancelled without a signal) must not hold the journey.
        new Promise((resolve) => setTimeout(resolve, waitMs)),
      ]),
    transitionWaitMs,
  );
  await page.evaluate(loadAxe);
  return page.evaluate(runAxe);
}

/** Runs in the page: axe's serious and critical violations, each with the elements and what to fix. */
async function runAxe(): Promise<string[]> {
  const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
  const results = await axe.run(document, { resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
    );
}
