import { expect, test } from './support/test.js';
import type { Browser } from '@playwright/test';
import {
  appealMessages,
  authorizationMessages,
  paths,
  priorAuthorizationMetricsMessages,
  reviewExtensionMessages,
  reviewMessages,
} from './support/contracts.js';
import { providerOpens, reviewerOpens, submitReviewedRequest } from './support/review.js';

const text = authorizationMessages;
const pictures = 'test-results/appeals';
const metricsText = priorAuthorizationMetricsMessages;

/** The public metrics of this year, read as anyone reads them: how many requests were approved after appeal. */
async function approvedAfterAppeal(browser: Browser): Promise<number> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${paths.priorAuthorizationMetrics}?year=${new Date().getUTCFullYear()}`);
  const row = page
    .getByRole('table', { name: metricsText.measuresTitle })
    .getByRole('row', { name: new RegExp(`^${metricsText.measures[4]?.title}: ${metricsText.figures.approvedAfterAppeal.label}`) });
  const figure = (await row.textContent()) ?? '';
  await page.context().close();
  const count = /([\d,]+) of [\d,]+ decided requests/.exec(figure)?.[1];
  if (!count) throw new Error(`No count in "${figure}"`);
  return Number(count.replaceAll(',', ''));
}

test('a reviewer extends a standard review and denies it, the provider appeals, the first reviewer cannot take the appeal and a second one approves it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const authorizationNumber = await submitReviewedRequest(page, 'standard');

  // The first reviewer extends the standard review once, then denies the request.
  const first = await reviewerOpens(browser, authorizationNumber, 'reviewer@example.com');
  await first.getByRole('button', { name: 'Claim to review' }).click();
  const extension = first.getByRole('form', { name: reviewExtensionMessages.title });
  // The field keeps to 1–14 days; left empty, it says so.
  await extension.getByRole('textbox', { name: reviewExtensionMessages.daysLabel }).fill('');
  await extension.getByRole('textbox', { name: reviewExtensionMessages.reasonLabel }).fill('Waiting for the orthopedic consult notes.');
  await extension.getByRole('button', { name: reviewExtensionMessages.save }).click();
  await expect(extension.getByText(reviewExtensionMessages.errors.days(14))).toBeVisible();
  await extension.getByRole('textbox', { name: reviewExtensionMessages.daysLabel }).fill('14');
  await extension.getByRole('button', { name: reviewExtensionMessages.save }).click();
  await expect(first.getByText(/^Review extended\. The decision is now due by /)).toBeVisible();
  await expect(extension).toBeHidden();

  const decision = first.getByRole('form', { name: 'Decision' });
  await decision.getByRole('radio', { name: 'Deny' }).check();
  await decision.getByRole('combobox', { name: 'Reason' }).click();
  await first.getByRole('option').first().click();
  await decision.getByRole('textbox', { name: 'Explanation for the provider' }).fill('The notes show no trial of conservative treatment.');
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(first.getByText(reviewMessages.saved)).toBeVisible();

  // The provider sees the denial and the extension, and appeals within the window.
  await page.goto('/home');
  await providerOpens(page, authorizationNumber);
  await expect(page.getByText(reviewExtensionMessages.factLabel, { exact: true })).toBeVisible();
  const appeal = page.getByRole('region', { name: appealMessages.title });
  await appeal.getByRole('button', { name: appealMessages.send }).click();
  await expect(appeal.getByText(appealMessages.errors.reasonRequired)).toBeVisible();
  await expect(appeal.getByRole('checkbox')).toBeChecked();
  await appeal.getByRole('textbox', { name: appealMessages.reasonLabel }).fill('Six weeks of physical therapy failed; the therapist’s notes are attached.');
  await page.screenshot({ path: `${pictures}/provider-appeal.png`, fullPage: true });
  await appeal.getByRole('button', { name: appealMessages.send }).click();
  await expect(page.getByText(appealMessages.sent)).toBeVisible();
  const history = page.getByRole('region', { name: appealMessages.historyTitle });
  await expect(history.getByText(appealMessages.statusLabels.pending)).toBeVisible();
  await expect(appeal).toBeHidden();

  // The reviewer who denied it may not take the appeal; the second reviewer approves it.
  await first.goto('/home');
  const again = await reviewerOpens(browser, authorizationNumber, 'reviewer@example.com');
  await expect(again.getByText(appealMessages.review.sameReviewer)).toBeVisible();
  await expect(again.getByRole('button', { name: 'Claim to review' })).toBeHidden();
  const second = await reviewerOpens(browser, authorizationNumber, 'reviewer2@example.com');
  await second.getByRole('button', { name: 'Claim to review' }).click();
  await expect(second.getByText(/^First decision: Denied/)).toBeVisible();
  const appealDecision = second.getByRole('form', { name: 'Decision' });
  await appealDecision.getByRole('radio', { name: 'Approve as requested' }).check();
  const approvedAfterAppealBefore = await approvedAfterAppeal(browser);
  await second.screenshot({ path: `${pictures}/appeal-review.png`, fullPage: true });
  await appealDecision.getByRole('button', { name: 'Save decision' }).click();
  await expect(second.getByText(reviewMessages.saved)).toBeVisible();

  // The public metrics count it as approved after appeal (once each instance's few seconds of keeping have passed).
  await expect.poll(() => approvedAfterAppeal(browser), { timeout: 20_000, intervals: [1_000, 2_000, 3_000] }).toBe(approvedAfterAppealBefore + 1);

  // The provider is told and sees the line approved on appeal.
  await page.reload();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const notice = page.getByRole('menuitem').filter({ hasText: `Your appeal of authorization ${authorizationNumber} was decided` });
  await expect(notice).toContainText('Approved');
  await notice.click();
  await expect(page.getByRole('heading', { name: text.overview.title(authorizationNumber) })).toBeVisible();
  await expect(page.getByRole('region', { name: appealMessages.historyTitle }).getByText(appealMessages.statusLabels.overturned)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Approved on Appeal' }).first()).toBeVisible();
  await page.screenshot({ path: `${pictures}/provider-after-appeal.png`, fullPage: true });
});
