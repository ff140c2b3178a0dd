import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  addresses,
  apiPrefix,
  authorizationMessages,
  endpointPath,
  informationAnswerMessages,
  noticeEndpoints,
  NoticeListSchema,
  noticeMessages,
  routeByName,
  wordsOfEvent,
} from './support/contracts.js';
import { seriousViolations } from './support/axe.js';
import { usDate } from './support/dates.js';
import { demoAccounts } from './support/demo-accounts.js';
import { demoMembers, searchMember } from './support/members.js';
import { authenticationHeaders, fetchSettings, logIn, pathIs, storedUser } from './support/session.js';
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
  // The notice opens its authorization's own address (the addresses part of issue 34 opens the overview there).
  const opened = page.waitForURL(/\/view-authorizations\/\d+$/, { waitUntil: 'commit' });
  await first.click();
  await opened;

  await expect(page.getByRole('heading', { name: text.overview.title(authorizationNumber) })).toBeVisible();
  // The notice opens the authorization's own address (issue 34 §1), which a reload or a bookmark opens again.
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`${route.path}/`) && /^\d+$/.test(url.pathname.slice(route.path.length + 1)));
  await expect(page.getByRole('banner').getByRole('button', { name: bellText.label(unread - 1) })).toBeVisible();
});

const pageText = noticeMessages.page;

test('a provider reads every notice on the notices page: filters, marks read and unread, marks all read, opens one by its address', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await page.getByRole('menuitem', { name: bellText.seeAll }).click();
  await expect(page).toHaveURL(pathIs(addresses.notices));
  await expectHeading(page, routeByName('Notices').title);

  const list = page.getByRole('list', { name: pageText.tableLabel });
  const items = list.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  // Each notice names its patient and links to its authorization's address.
  const firstLink = items.first().getByRole('link', { name: /^Open authorization \d+$/ });
  await expect(firstLink).toHaveAttribute('href', /^\/view-authorizations\/\d+$/);
  await expect(items.filter({ hasText: 'Maria Lopez' }).first()).toBeVisible();
  await page.screenshot({ path: `${pictures}/notices-page.png`, fullPage: true });

  // Unread only: the filter goes into the address.
  await page.getByRole('radiogroup', { name: pageText.filterLabel }).getByText(pageText.states.unread, { exact: true }).click();
  await expect(page).toHaveURL(/[?&]state=unread/);
  const unreadStatus = page.getByRole('status').filter({ hasText: / unread$/ });
  const unreadNow = async () => Number((await unreadStatus.textContent())?.match(/(\d+) unread/)?.[1]);
  await expect(unreadStatus).toBeVisible();
  const before = await unreadNow();
  expect(before).toBeGreaterThan(0);
  await expect(items.first()).toContainText(bellText.unread);
  const markRead = items.first().getByRole('button', { name: /^Mark read: authorization \d+/ });
  const named = (await markRead.getAttribute('aria-label'))?.replace(/^Mark read: /, '') ?? '';
  await markRead.click();
  await expect(unreadStatus).toHaveText(pageText.unreadCount(before - 1));
  await expect(page.getByRole('button', { name: `Mark read: ${named}` })).toHaveCount(0);

  // Read ones: it is there, and goes back to unread.
  await page.getByRole('radiogroup', { name: pageText.filterLabel }).getByText(pageText.states.read, { exact: true }).click();
  await expect(page).toHaveURL(/[?&]state=read/);
  await page
    .getByRole('button', { name: `Mark unread: ${named}` })
    .first()
    .click();
  await expect(unreadStatus).toHaveText(pageText.unreadCount(before));
  await expect(page.getByRole('banner').getByRole('button', { name: bellText.label(before) })).toBeVisible();

  // Back returns to the unread filter, as the address kept it.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]state=unread/);

  // One notice by its address (a bookmark, a colleague's link): shown above the list and focused.
  const user = await storedUser(page);
  const { appId } = await fetchSettings(page.request);
  const listed = await page.request.get(`${apiPrefix}${endpointPath(noticeEndpoints.list)}`, { headers: authenticationHeaders(user!, appId) });
  const newest = NoticeListSchema.parse(await listed.json()).notices[0];
  expect(newest).toBeDefined();
  await page.goto(addresses.notice(newest!.id));
  const focused = page.getByRole('region', { name: pageText.focusedTitle });
  await expect(focused).toContainText(newest!.patientName);
  await expect(focused.getByRole('link', { name: pageText.open(newest!.authorizationNumber) })).toHaveAttribute(
    'href',
    addresses.authorization(newest!.authorizationId),
  );
  await expect(page.getByRole('heading', { name: pageText.focusedTitle })).toBeFocused();
  await page.screenshot({ path: `${pictures}/notice-focused.png`, fullPage: true });
  // Another account's or an unknown notice answers alike.
  await page.goto(addresses.notice(2_000_000_000));
  await expect(page.getByText(pageText.notFound)).toBeVisible();

  // Mark all read.
  await page.goto(addresses.notices);
  await page.getByRole('button', { name: pageText.markAllRead }).click();
  await expect(page.getByText(pageText.allMarkedRead)).toBeVisible();
  await expect(unreadStatus).toHaveText(pageText.unreadCount(0));
  await expect(page.getByRole('button', { name: pageText.markAllRead })).toBeDisabled();
  await expect(page.getByRole('banner').getByRole('button', { name: bellText.label(0) })).toBeVisible();

  // On a phone: the same page, judged again.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(items.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${pictures}/notices-page-phone.png`, fullPage: true });
});
