import { expect, test } from './support/test.js';
import { apiPrefix, defaultBrand, endpointPath, messages, paths, resourceKeys, routeByName, settingsEndpoints } from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import { logIn, pathIs } from './support/session.js';
import { expectHeading, expectResourceShown, resourceText, shell } from './support/shell.js';

test('the footer shows the year and opens the Terms of Service & Privacy Policy', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  const { footer } = shell(page);
  await expect(footer).toContainText(messages.shell.copyright(new Date().getFullYear(), defaultBrand.planName));

  await footer.getByRole('button', { name: messages.shell.termsOfService }).click();
  const terms = page.getByRole('dialog', { name: messages.shell.termsOfService });
  await expect(terms).toBeVisible();
  // The terms text comes from the resource store: wait for it to replace the loading skeleton.
  await expect(terms.locator(resourceText(page, resourceKeys.termsAndConditions))).toBeVisible();
  await expectResourceShown(page, resourceKeys.termsAndConditions);

  await terms.getByRole('button', { name: messages.shell.close, exact: true }).click();
  await expect(terms).toBeHidden();
});

test('the employee-plan network page shows its header and serves real PDFs', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  await page.getByRole('link', { name: messages.home.networkPageLink }).click();

  const networkPage = routeByName('SutterSelect');
  await expect(page).toHaveURL(pathIs(networkPage.path));
  await expectHeading(page, networkPage.title);
  await expectResourceShown(page, resourceKeys.sutterSelectHeader);

  const pdfLinks = page.getByRole('link', { name: messages.networkPage.pdf });
  await expect(pdfLinks.first()).toBeVisible();
  const href = await pdfLinks.first().getAttribute('href');
  expect(href).toBeTruthy();

  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('when the settings cannot be loaded, Login gives way to Unable To Load Page', async ({ page }) => {
  await page.route(`**${apiPrefix}${endpointPath(settingsEndpoints.settings)}`, (route) => route.abort());
  await page.goto(paths.login);

  await expect(page).toHaveURL(pathIs(paths.error), { timeout: 30_000 });
  await expectHeading(page, routeByName('Error').title);
  for (const tip of messages.errorPage.tips) {
    await expect(page.getByText(tip, { exact: true })).toBeVisible();
  }
});

test('with settings loaded, the Error page sends the visitor to Login', async ({ page }) => {
  await page.goto(paths.error);
  await expect(page).toHaveURL(pathIs(paths.login));
});
