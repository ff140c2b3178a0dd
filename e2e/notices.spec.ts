import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { authorizationMessages, informationAnswerMessages, noticeMessages, routeByName, wordsOfEvent } from './support/contracts.js';
import { usDate } from './support/dates.js';
import { demoAccounts } from './support/demo-accounts.js';
import { demoMembers, searchMember } from './support/members.js';
import { logIn } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const text = authorizationMessages;
const answerText = informationAnswerMessages;
const bellText = noticeMessages.bell;
const route = routeByName('ViewAuthorizations');
const pictures = 'test-results/notices';

/** Maria Lopez's request a reviewer asked about (demo: Pending with a question, from three days ahead, submitted by provider@example.com). */
async function openPendedRequest(page: Page): Promise<void> {
  await shell(page)
    .mainMenu.getByRole('link', { name: route.menuLabel ?? route.title, exact: true })
    .click();
  await expectHeading(page, route.title);
  await searchMember(page, demoMembers.covered);
  const from = usDate(3);
  await page.getByRole('combobox', { name: text.list.year }).selectOption(from.slice(-4));
  const row = page
    .getByRole('table', { name: text.list.tableLabel })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: from, exact: true }) })
    // The status cell also tells when the decision is due.
    .filter({ has: page.getByRole('cell', { name: /^Pending/ }) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: text.list.manage }).click();
  await expect(page.getByRole('tab', { name: text.tabs.overview })).toHaveAttribute('aria-selected', 'true');
}

test('a provider answers the reviewer’s question with a note and a clinical file, and the request goes back for review', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  await openPendedRequest(page);
  const request = page.getByRole('region', { name: answerText.title });
  await expect(request).toContainText('Please send the most recent office notes');
  await page.screenshot({ path: `${pictures}/answer-form.png`, fullPage: true });

  // The answer is required.
  await request.getByRole('button', { name: answerText.send }).click();
  await expect(request.getByText('Enter your answer for the reviewer.')).toBeVisible();

  await request
    .locator('input[type="file"]')
    .setInputFiles({ name: 'office-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Seen 02/20: pain 6/10 after six weeks of therapy.\n') });
  const answer = 'Office notes attached: six weeks of physical therapy without relief.';
  await request.getByRole('textbox', { name: answerText.answerLabel }).fill(answer);
  await request.getByRole('button', { name: answerText.send }).click();

  // Answered: the question is gone, the answer is a note, the timeline tells the answer (the request stays Pending).
  await expect(request).toBeHidden();
  await expect(page.getByText(answerText.note(answer))).toBeVisible();
  const answered = wordsOfEvent({ kind: 'information-answered', status: 'Pending', data: { reviewItemId: 0 } }).title;
  await expect(page.getByRole('region', { name: text.timeline.title }).getByText(answered).last()).toBeVisible();
});

test('a provider opens a notice from the bell: its authorization opens in Manage Authorizations and the notice is read', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const unread = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
  expect(unread).toBeGreaterThan(0);

  await bell.click();
  const first = page.getByRole('menuitem').filter({ hasText: bellText.unread }).first();
  await expect(first).toBeVisible();
  await page.screenshot({ path: `${pictures}/bell.png` });
  // Other journeys of this provider add notices meanwhile, some of which begin with the word ("Authorization 20…").
  await expect(first).toContainText(/authorization \d+/i);
  const authorizationNumber = (await first.textContent())?.match(/authorization (\d+)/i)?.[1] ?? '';
  expect(authorizationNumber).not.toBe('');
  await first.click();

  await expect(page.getByRole('heading', { name: text.overview.title(authorizationNumber) })).toBeVisible();
  // The notice opens the authorization's own address (issue 34 §1), which a reload or a bookmark opens again.
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`${route.path}/`) && /^\d+$/.test(url.pathname.slice(route.path.length + 1)));
  await expect(page.getByRole('banner').getByRole('button', { name: bellText.label(unread - 1) })).toBeVisible();
});
