import { expect, test } from './support/test.js';
import { authorizationMessages, informationAnswerMessages, noticeMessages, reviewMessages } from './support/contracts.js';
import { usDate } from './support/dates.js';
import { providerOpens, reviewerOpens, submitReviewedRequest } from './support/review.js';

const text = authorizationMessages;
const pictures = 'test-results/review';

test('a reviewer asks for information, the provider answers, the reviewer approves it modified, and the provider sees the status, the letter and the bell', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const authorizationNumber = await submitReviewedRequest(page);

  // The reviewer claims it and asks a question: the request stays Pending, with the open question.
  const reviewer = await reviewerOpens(browser, authorizationNumber, 'reviewer@example.com', pictures);
  await expect(reviewer.getByText('Expedited').first()).toBeVisible();
  await reviewer.getByRole('button', { name: 'Claim to review' }).click();
  await expect(reviewer.getByText('You are reviewing this request.')).toBeVisible();
  await reviewer.getByRole('textbox', { name: 'Question' }).fill('Please send the X-ray report and the notes of the last visit.');
  await reviewer.getByRole('button', { name: 'Send question' }).click();
  await expect(reviewer.getByText(reviewMessages.asked)).toBeVisible();
  await expect(reviewer.getByText('Not answered yet.')).toBeVisible();

  // The provider sees the question on the overview, with the decision still due, and answers it.
  await page.goto('/home');
  await providerOpens(page, authorizationNumber);
  await expect(page.getByText(text.list.decisionDueBy)).toBeVisible();
  const question = page.getByRole('region', { name: informationAnswerMessages.title });
  await expect(question).toContainText('Please send the X-ray report');
  await question.getByRole('textbox', { name: informationAnswerMessages.answerLabel }).fill('X-ray of 02/20 shows joint space narrowing; notes attached.');
  await question.getByRole('button', { name: informationAnswerMessages.send }).click();
  await expect(question).toBeHidden();

  // Back with the reviewer: the answer is there; the line is approved with fewer units.
  await reviewer.reload();
  await expect(reviewer.getByText(/Answer from .*: X-ray of 02\/20/)).toBeVisible();
  const decision = reviewer.getByRole('form', { name: 'Decision' });
  await decision.getByRole('radio', { name: 'Approve modified' }).check();
  await decision.getByRole('textbox', { name: 'Approved units' }).fill('4');
  // Dates beyond those requested are refused on the spot.
  await decision.getByRole('textbox', { name: 'To' }).fill(usDate(60));
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(decision.getByText(reviewMessages.decision.modifiedDates)).toBeVisible();
  await decision.getByRole('textbox', { name: 'To' }).fill(usDate(30));
  await reviewer.screenshot({ path: `${pictures}/review.png`, fullPage: true });
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(reviewer.getByText(reviewMessages.saved)).toBeVisible();
  await expect(reviewer.getByText(/^Decided by Avery Lindqvist on /)).toBeVisible();

  // The provider is told: the bell, the new status and the letter.
  await page.reload();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const notice = page.getByRole('menuitem').filter({ hasText: authorizationNumber }).first();
  await expect(notice).toContainText('Partially Approved');
  await notice.click();
  await expect(page.getByRole('heading', { name: text.overview.title(authorizationNumber) })).toBeVisible();
  // The overview words statuses as the spec normalises them; the decided line shows what was granted and why.
  await expect(page.getByRole('row').filter({ hasText: 'Approved as Modified' }).getByRole('cell', { name: '4', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: text.tabs.determinationLetter }).click();
  await expect(page.getByRole('region', { name: text.determinationLetter.title })).toBeVisible();
  await page.screenshot({ path: `${pictures}/provider-letter.png`, fullPage: true });
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: noticeMessages.bell.label(0) })
      .or(bell),
  ).toBeVisible();
});
