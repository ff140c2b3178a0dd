import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { authorizationMessages, peerToPeerMessages, peerToPeerOutcomeLabels, peerToPeerTimeLabels, reviewMessages } from './support/contracts.js';
import { providerOpens, reviewerOpens, submitReviewedRequest } from './support/review.js';

const withdrawText = authorizationMessages.withdraw;
const peerText = peerToPeerMessages;
const pictures = 'test-results/withdraw-and-peer-to-peer';

/** The page as it stands, at 1366 and at 390 px wide. */
async function pictured(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${pictures}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${pictures}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a provider withdraws a pending request with a reason; the reviewer’s item closes and says why', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const authorizationNumber = await submitReviewedRequest(page, 'standard');
  const reviewer = await reviewerOpens(browser, authorizationNumber, 'reviewer@example.com');

  await page.goto('/home');
  await providerOpens(page, authorizationNumber);
  await page.getByRole('button', { name: withdrawText.button }).click();
  const dialog = page.getByRole('dialog', { name: withdrawText.title });
  await expect(dialog.getByRole('textbox', { name: withdrawText.reasonLabel })).toBeFocused();
  await dialog.getByRole('button', { name: withdrawText.confirm }).click();
  await expect(dialog.getByText(withdrawText.reasonRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: withdrawText.reasonLabel }).fill('The member chose a facility closer to home.');
  await pictured(page, 'withdraw-dialog');
  await dialog.getByRole('button', { name: withdrawText.confirm }).click();
  await expect(page.getByText(withdrawText.done)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Request withdrawn: Cancelled')).toBeVisible();
  await expect(page.getByText('The member chose a facility closer to home.')).toBeVisible();
  await expect(page.getByRole('button', { name: withdrawText.button })).toBeHidden();
  await pictured(page, 'withdrawn-overview');

  // The open review page says it was withdrawn, and why; nothing is left to claim.
  await reviewer.reload();
  await expect(reviewer.getByText(withdrawText.reviewNotice, { exact: true })).toBeVisible();
  await expect(reviewer.getByText('The member chose a facility closer to home.')).toBeVisible();
  // The header names the withdrawal, not a decision: no decision, no letter, nothing to claim.
  await expect(reviewer.getByText(new RegExp(`decision due .*\\. ${withdrawText.reviewNotice}\\.$`))).toBeVisible();
  await expect(reviewer.getByText(/Decided/)).toHaveCount(0);
  await expect(reviewer.getByRole('heading', { name: reviewMessages.workbench.decidedTitle, exact: true })).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: 'Claim to review' })).toBeHidden();
  await pictured(reviewer, 'withdrawn-review');
  await reviewer.context().close();
});

test('a denied line → the provider asks for a peer-to-peer → the reviewer records a held call that approves it → the provider sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const authorizationNumber = await submitReviewedRequest(page, 'standard');

  const reviewer = await reviewerOpens(browser, authorizationNumber, 'reviewer@example.com');
  await reviewer.getByRole('button', { name: 'Claim to review' }).click();
  const decision = reviewer.getByRole('form', { name: 'Decision' });
  await decision.getByRole('radio', { name: 'Deny' }).check();
  await decision.getByRole('combobox', { name: 'Reason' }).click();
  await reviewer.getByRole('option').first().click();
  await decision.getByRole('textbox', { name: 'Explanation for the provider' }).fill('The notes show no trial of conservative treatment.');
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(reviewer.getByText(reviewMessages.saved)).toBeVisible();

  // The provider asks for a conversation on the denied line: every field is checked before it goes.
  await page.goto('/home');
  await providerOpens(page, authorizationNumber);
  const section = page.getByRole('region', { name: peerText.provider.title });
  await section.getByRole('button', { name: peerText.provider.ask }).click();
  await section.getByRole('button', { name: peerText.provider.send }).click();
  await expect(section.getByText(peerText.errors.reasonRequired)).toBeVisible();
  await expect(section.getByText(peerText.errors.phone)).toBeVisible();
  await expect(section.getByText(peerText.errors.timesRequired)).toBeVisible();
  await section
    .getByRole('textbox', { name: peerText.provider.reasonLabel })
    .fill('Six weeks of home exercise failed; the surgeon can walk you through the MRI.');
  await section.getByRole('textbox', { name: peerText.provider.phoneLabel }).fill('916-555-0123');
  await section.getByRole('checkbox', { name: peerToPeerTimeLabels.midday }).check();
  await pictured(page, 'peer-to-peer-request');
  await section.getByRole('button', { name: peerText.provider.send }).click();
  await expect(page.getByText(peerText.provider.sent)).toBeVisible();
  const asked = page.getByRole('region', { name: peerText.provider.requestedTitle });
  await expect(asked.getByText('Waiting for the call')).toBeVisible();
  await expect(asked.getByRole('button', { name: peerText.provider.ask })).toBeHidden();

  // The reviewer sees the request with its own clock on the review page, and records a held call that approves it.
  await reviewer.reload();
  const review = reviewer.getByRole('region', { name: peerText.review.title });
  await expect(review.getByText('916-555-0123')).toBeVisible();
  await expect(review.getByText(/^Call the provider by /)).toBeVisible();
  const outcome = review.getByRole('form', { name: /^Record the outcome: / });
  await outcome.getByRole('radio', { name: peerToPeerOutcomeLabels.held }).check();
  await outcome.getByText('Approve as requested').click();
  await outcome.getByRole('textbox', { name: peerText.review.notesLabel }).fill('Discussed the MRI with Dr. Whitfield: the procedure is approved.');
  await pictured(reviewer, 'peer-to-peer-review');
  await outcome.getByRole('button', { name: peerText.review.save }).click();
  await expect(reviewer.getByText(peerText.review.saved)).toBeVisible();
  await expect(review.getByText(peerToPeerOutcomeLabels.held)).toBeVisible();
  await reviewer.context().close();

  // The provider is told in the notices, and the notice opens the overview with the approval in the timeline.
  await page.reload();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const notice = page.getByRole('menuitem').filter({ hasText: `outcome of your peer-to-peer conversation on authorization ${authorizationNumber}` });
  await expect(notice).toContainText('Approved');
  await notice.click();
  await expect(page.getByRole('heading', { name: authorizationMessages.overview.title(authorizationNumber) })).toBeVisible();
  await expect(page.getByText('Peer-to-peer conversation: Conversation held, Approved')).toBeVisible();
  await expect(page.getByText('Discussed the MRI with Dr. Whitfield: the procedure is approved.').first()).toBeVisible();
  await pictured(page, 'peer-to-peer-outcome');
});
