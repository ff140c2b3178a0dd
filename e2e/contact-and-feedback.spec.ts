import { expect, test } from './support/test.js';
import { defaultBrand, feedbackReasonsFor, memberAreaMessages, routeByName } from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import { latestEmail } from './support/mailbox.js';
import { logIn, pathIs } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

/** The support mailbox of the demo settings (apps/server/src/demo/demo-settings.ts), where contact messages go. */
const supportMailbox = 'care.coordinators@example.com';

test('a provider sends a message from Contact: Thank You, and the message is in the support mailbox', async ({ page }) => {
  const text = memberAreaMessages.contact;
  const route = routeByName('Contact');
  await logIn(page, demoAccounts.provider);
  await shell(page)
    .mainMenu.getByRole('link', { name: route.menuLabel ?? route.title, exact: true })
    .click();
  await expect(page).toHaveURL(pathIs(route.path));
  await expectHeading(page, route.title);

  // Submit waits for both required fields.
  const submit = page.getByRole('button', { name: text.submit, exact: true });
  await expect(submit).toBeDisabled();
  await page.getByRole('combobox', { name: text.subject }).click();
  await page.getByRole('option', { name: 'View Claims', exact: true }).click();
  await expect(submit).toBeDisabled();
  const message = `A claim for M100000001 shows the wrong paid date (${Date.now()}).`;
  await page.getByRole('textbox', { name: text.message }).fill(message);
  await page.getByRole('textbox', { name: text.memberInsuredId }).fill('M100000001');

  const sentAfter = new Date(Date.now() - 1000);
  await submit.click();
  await expect(page.getByRole('heading', { name: text.thankYouTitle })).toBeFocused();
  await expect(page.getByText(text.thankYou, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: text.submit, exact: true })).toHaveCount(0);

  const email = await latestEmail(page.request, supportMailbox, text.mailSubject('View Claims', defaultBrand.productName), sentAfter);
  expect(email.text).toContain(message);
  expect(email.text).toContain('M100000001');
  expect(email.text).toContain(demoAccounts.provider);
});

test('general feedback: five labelled stars and a reason, both required, then the thank-you', async ({ page }) => {
  const text = memberAreaMessages.feedback;
  await logIn(page, demoAccounts.provider);
  await page.getByRole('button', { name: text.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.title });
  const submit = dialog.getByRole('button', { name: text.submit, exact: true });
  await expect(submit).toBeDisabled();

  for (const label of text.ratingLabels) await expect(dialog.getByRole('radio', { name: label, exact: true })).toHaveCount(1);
  // The radios are visually hidden behind their stars: a user clicks the star, the radio's label.
  const star = dialog.getByRole('radio', { name: 'Above Average', exact: true });
  await dialog.locator(`label[for="${await star.getAttribute('id')}"]`).click();
  await expect(star).toBeChecked();
  await expect(submit).toBeDisabled();
  await dialog.getByRole('combobox', { name: text.reasonLabel }).click();
  const reasons = feedbackReasonsFor(false);
  await expect(page.getByRole('option')).toHaveCount(reasons.length);
  await page.getByRole('option', { name: reasons[0]?.label, exact: true }).click();
  await submit.click();
  await expect(dialog.getByText(text.thankYou, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: text.close, exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('a user pending approval gets the shorter list of feedback reasons', async ({ page }) => {
  const text = memberAreaMessages.feedback;
  await logIn(page, demoAccounts.limited);
  await page.getByRole('button', { name: text.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.title });
  await dialog.getByRole('combobox', { name: text.reasonLabel }).click();
  const reasons = feedbackReasonsFor(true);
  expect(reasons.length).toBeLessThan(feedbackReasonsFor(false).length);
  await expect(page.getByRole('option')).toHaveText(reasons.map((reason) => reason.label));
});
