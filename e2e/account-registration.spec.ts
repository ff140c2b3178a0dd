import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { accountMessages, messages, paths, registrationText, resourceKeys, routeByName } from './support/contracts.js';
import { fillNewPassword, textField } from './support/account-flows.js';
import { latestCode, otherCode } from './support/mailbox.js';
import { alertWithText, fetchSettings, logIn, pathIs } from './support/session.js';
import { expectHeading, expectResourceShown, logOut } from './support/shell.js';

const labels = registrationText.labels;

/** An NPI with a valid check digit (the CMS example) and a tax ID that match no provider location of the demo data. */
const unknownProvider = { npi: '1234567893', taxId: '98-7654321' };

async function expectStep(page: Page, step: number): Promise<void> {
  await expect(page).toHaveURL(pathIs(routeByName(`Register${step}`).path));
  await expect(page.getByRole('heading', { level: 2, name: registrationText.stepTitles[step - 1], exact: true })).toBeVisible();
}

test('a new provider registers with an e-mailed code, is pending approval, and logs in as a limited user', async ({ page, request }) => {
  const email = `new.provider+${Date.now()}@example.com`;
  const password = 'Front-Desk-Morning-42';
  const { states } = await fetchSettings(request);
  const state = states[0];
  if (state === undefined) throw new Error('The settings list no state');

  await page.goto(paths.login);
  await page.getByRole('link', { name: messages.login.register }).click();
  await expectStep(page, 1);
  await expectHeading(page, registrationText.title);
  await expect(page.getByRole('list', { name: accountMessages.registration.progressLabel })).toBeVisible();

  // The Terms and Conditions open from their resource in a modal.
  await page.getByRole('button', { name: registrationText.termsLink }).click();
  const terms = page.getByRole('dialog', { name: registrationText.termsLink });
  await expect(terms).toBeVisible();
  await expectResourceShown(page, resourceKeys.termsAndConditions);
  await terms.getByRole('button', { name: messages.shell.close, exact: true }).click();
  await expect(terms).toBeHidden();

  // Register1: Your Information, with a mobile number so that the method can be chosen (Register2).
  await textField(page, labels.firstName).fill('Jordan');
  await textField(page, labels.lastName).fill('Okafor');
  await textField(page, labels.title).fill('Front Desk Lead');
  await textField(page, labels.email).fill(email);
  await textField(page, labels.emailConfirm).fill(email);
  await textField(page, labels.phone).fill('9165550142');
  await textField(page, labels.mobile).fill('9165550143');
  await textField(page, labels.mobileConfirm).fill('9165550143');
  await expect(textField(page, labels.phone)).toHaveValue('916-555-0142');
  await page.getByRole('button', { name: registrationText.next, exact: true }).click();

  // Register2: the code by e-mail.
  await expectStep(page, 2);
  await page.getByRole('radio', { name: registrationText.methodEmail('') }).check();
  const sentAt = new Date();
  await page.getByRole('button', { name: registrationText.next, exact: true }).click();

  // Register3: a wrong code first, then the one from the mailbox.
  await expectStep(page, 3);
  const code = await latestCode(request, email, sentAt);
  const codeInput = textField(page, accountMessages.code.label);
  const next = page.getByRole('button', { name: registrationText.next, exact: true });
  await codeInput.fill(otherCode(code));
  await next.click();
  await expect(alertWithText(page, messages.registration.codeDoesNotMatch)).toHaveText(messages.registration.codeDoesNotMatch);
  await expectStep(page, 3);
  await codeInput.fill(code);
  await next.click();

  // Register4: Provider / Facility Information, matching no known provider location.
  await expectStep(page, 4);
  await textField(page, labels.providerFirstName).fill('Adaeze');
  await textField(page, labels.providerLastName).fill('Okafor');
  await textField(page, labels.facility).fill('Okafor Family Practice');
  await textField(page, labels.taxId).fill(unknownProvider.taxId);
  await textField(page, labels.npi).fill(unknownProvider.npi);
  await textField(page, labels.facilityPhone).fill('9165550144');
  await textField(page, labels.address1).fill('12 Capitol Mall');
  await textField(page, labels.city).fill('Sacramento');
  await page.getByRole('combobox', { name: labels.state, exact: true }).fill(state.name);
  await page.getByRole('option', { name: state.name, exact: true }).click();
  await textField(page, labels.zipCode).fill('95814');
  await page.getByRole('checkbox', { name: registrationText.termsCheckbox }).check();
  await page.getByRole('button', { name: registrationText.next, exact: true }).click();

  // Register5: Create Password.
  await expectStep(page, 5);
  await fillNewPassword(page, labels.password, password);
  await page.getByRole('button', { name: registrationText.createAccount }).click();

  // Success: not auto-approved, so the RegistrationSuccess text (pending approval).
  await expectHeading(page, registrationText.successTitle);
  await expectResourceShown(page, resourceKeys.registrationSuccess);
  await page.getByRole('button', { name: registrationText.goHome }).click();
  await expect(page).toHaveURL(pathIs(paths.home));
  await expectPendingApproval(page);

  // The new account is a limited user on its next login too.
  await logOut(page);
  await logIn(page, email, password);
  await expect(page).toHaveURL(pathIs(paths.home));
  await expectPendingApproval(page);
});

async function expectPendingApproval(page: Page): Promise<void> {
  await expectHeading(page, routeByName('Home').title);
  const notice = page.getByRole('status').filter({ hasText: messages.home.pendingApprovalTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(messages.home.pendingApproval);
}
