import { expect, test } from './support/test.js';
import { absoluteAddress, accountStatuses, defaultBrand, messages, paths, routeByName } from './support/contracts.js';
import { chooseOption, manageAccount, openAccountList } from './support/admin.js';
import { accountForAttempt, adminJourneyAccounts, demoAccounts } from './support/demo-accounts.js';
import { latestEmail } from './support/mailbox.js';
import { publicBaseUrlOf } from './support/public-base-url.js';
import { logIn, logInAsAdmin, pathIs } from './support/session.js';
import { expectHeading, logOut } from './support/shell.js';

const pages = messages.adminPages;

test('an employee approves a pending account; its user is told by e-mail and logs in to the four tiles', async ({ page, request }, testInfo) => {
  // Approving changes the account for good: on the account server, one account per attempt.
  const account = accountForAttempt(adminJourneyAccounts.approval, testInfo.retry);
  const name = `${account.firstName} ${account.lastName}`;

  await logInAsAdmin(page, demoAccounts.admin);
  await openAccountList(page, 'new');
  await manageAccount(page, 'new', account.email, name);
  await expect(page).toHaveURL((url) => /^\/admin\/accounts\/new\/\d+$/.test(url.pathname));

  const save = page.getByRole('button', { name: pages.save, exact: true });
  await expect(save).toBeDisabled();
  await expect(page.getByRole('combobox', { name: pages.accountStatus, exact: true })).toHaveValue(accountStatuses.newRequest);
  await chooseOption(page, pages.accountStatus, accountStatuses.approved);
  await expect(save).toBeEnabled();
  const approvedAt = new Date();
  await save.click();

  // Saving returns to the list tab of the account's type, where the approved account is no longer pending.
  await expect(page).toHaveURL(pathIs('/admin/accounts/new'));
  await expectHeading(page, messages.admin.listTitles.new);
  await page.getByRole('searchbox', { name: pages.searchLabel, exact: true }).fill(account.email);
  await expect(page.getByText(messages.dataTable.noResults, { exact: true })).toBeVisible();

  const email = await latestEmail(request, account.email, messages.admin.accountApprovedSubject(defaultBrand.productName), approvedAt);
  // Its link is absolute (a mail client has no portal to resolve a path against) and opens the Login page.
  expect(email.text).toContain(
    messages.admin.accountApproved(account.firstName, defaultBrand.productName, absoluteAddress(publicBaseUrlOf(page), paths.login)),
  );

  // The user's next login is a normal one: the four tiles, no Pending Approval notice.
  await logOut(page);
  await logIn(page, account.email);
  await expect(page).toHaveURL(pathIs(paths.home));
  await expectHeading(page, routeByName('Home').title);
  for (const tile of ['BenefitsLookup', 'SubmitAuthorizations', 'ViewAuthorizations', 'ViewClaims']) {
    await expect(page.getByRole('main').getByRole('link', { name: messages.home.openTile(routeByName(tile).title), exact: true })).toBeVisible();
  }
  await expect(page.getByRole('status').filter({ hasText: messages.home.pendingApprovalTitle })).toHaveCount(0);
});
