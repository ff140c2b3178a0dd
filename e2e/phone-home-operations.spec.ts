import { expect, test } from './support/test.js';
import { messages, operationsMessages, paths, routeByName } from './support/contracts.js';
import { seriousViolations } from './support/axe.js';
import { demoAccounts } from './support/demo-accounts.js';
import { logIn, logInAsAdmin } from './support/session.js';
import { expectHeading } from './support/shell.js';

/** A phone held upright (issue 34 §10: the Home count links and the operations tables at 390 px). */
test.use({ viewport: { width: 390, height: 844 } });
const pictures = 'test-results/phone-home-operations';
const glance = messages.home.atAGlance;

test('on a phone the Home count links are named by what they show first, and Home passes axe', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  await expectHeading(page, routeByName('Home').title);
  const counts = page.getByRole('region', { name: glance.title });
  for (const label of [glance.pending, glance.decided, glance.expiring]) {
    const link = counts.getByRole('link', { name: new RegExp(`^\\d+ ${label}: show th`) });
    await expect(link).toBeVisible();
    // Label in name: the visible text ("3 Pending decision") starts the accessible name.
    const visible = (await link.innerText()).replace(/\s+/g, ' ').trim();
    expect((await link.getAttribute('aria-label'))?.startsWith(visible), `"${visible}" starts the link's name`).toBe(true);
  }
  // The tiles' links are named by their titles.
  for (const name of ['BenefitsLookup', 'SubmitAuthorizations', 'ViewAuthorizations', 'ViewClaims'])
    await expect(page.getByRole('main').getByRole('link', { name: routeByName(name).title, exact: true })).toHaveText(routeByName(name).title);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${pictures}/home-phone.png`, fullPage: true });
});

test('on a phone the operations dashboard’s reviewers table scrolls in a focusable region, and the page passes axe', async ({ page }) => {
  await logInAsAdmin(page, 'reviewer@example.com');
  await page.goto(paths.adminOperations);
  await expectHeading(page, operationsMessages.pageTitle);
  const reviewers = page.getByRole('table', { name: 'Reviewers' });
  await expect(reviewers.getByRole('row', { name: /Avery Lindqvist/ })).toBeVisible();
  const region = page.getByRole('region', { name: 'Reviewers, scrolls sideways' });
  // Wider than the phone: the region scrolls, takes focus, and the arrow keys move it.
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), 'the page itself does not pan').toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${pictures}/operations-phone.png`, fullPage: true });
});
