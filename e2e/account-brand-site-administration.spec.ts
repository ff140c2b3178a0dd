import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  apiPrefix,
  brandEndpoints,
  brandMessages,
  defaultBrand,
  endpointPath,
  memberAreaMessages,
  messages,
  pageTitle,
  paths,
  resourceKeys,
  routeByName,
  sessionEndpoints,
} from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import { latestEmail } from './support/mailbox.js';
import { employeeHeaders, logIn, logInAsAdmin, pathIs } from './support/session.js';
import { expectHeading, logOut, resourceText, shell } from './support/shell.js';

const text = brandMessages;
const cedar = { planName: 'Cedar Valley Health', productName: 'Cedar Provider Hub', primaryColour: '#0b4f8a' };

/** A PNG made from bytes: 24 × 24 pixels of one colour (signature, IHDR, IDAT, IEND, each chunk with its CRC). */
function solidPng(size: number, [red, green, blue]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => (bytes.reduce((c, byte) => (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Whatever became of a journey, the demo plan's brand is put back for its retry and the journeys after it on this
 * server. Through the API: after a time-out the page is closed, and hooks after the test get a time of their own.
 */
test.afterEach(async ({ request }) => {
  const headers = await employeeHeaders(request, demoAccounts.admin);
  expect((await request.delete(`${apiPrefix}${endpointPath(brandEndpoints.removeLogo)}`, { headers })).status()).toBe(200);
  expect((await request.put(`${apiPrefix}${endpointPath(brandEndpoints.saveBrand)}`, { headers, data: defaultBrand })).status()).toBe(200);
  await request.post(`${apiPrefix}${endpointPath(sessionEndpoints.logout)}`, { headers });
});

/** Opens the file chooser of 'Upload logo', as a person clicks it, and picks the file. */
async function chooseLogo(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: text.uploadLogo }).click();
  await (await chooser).setFiles(file);
}

test('an employee changes the brand: a failing colour is refused, the saved one shows in the header, a PNG logo is uploaded', async ({ page }) => {
  await logInAsAdmin(page, demoAccounts.admin);
  const adminRoute = routeByName('Admin');
  await shell(page)
    .mainMenu.getByRole('link', { name: adminRoute.menuLabel ?? adminRoute.title, exact: true })
    .click();
  await page.getByRole('navigation', { name: messages.shell.mainMenu }).getByRole('link', { name: text.pageTitle, exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.adminBrand));
  await expectHeading(page, text.pageTitle);
  await expect(page).toHaveTitle(pageTitle(routeByName('AdminBrand').title, defaultBrand.productName));

  const planName = page.getByRole('textbox', { name: text.planName });
  const productName = page.getByRole('textbox', { name: text.productName });
  const colour = page.getByRole('textbox', { name: text.primaryColour });
  await expect(planName).toHaveValue(defaultBrand.planName);

  // A yellow that white text cannot be read on: refused with the measured ratio, before anything is sent.
  await colour.fill('#ffcc00');
  await colour.blur();
  await expect(page.getByText(text.contrastTooLow('1.51', '1.43'), { exact: true })).toBeVisible();

  await planName.fill(cedar.planName);
  await productName.fill(cedar.productName);
  await colour.fill(cedar.primaryColour);
  await colour.blur();
  await expect(page.getByText(text.contrastTooLow('1.51', '1.43'), { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: text.save, exact: true }).click();
  await expect(page.getByText(text.saved, { exact: true })).toBeVisible();

  // The header, the footer, the title and the theme follow at once.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: cedar.productName, exact: true })).toBeVisible();
  await expect(header.getByText(cedar.planName, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(routeByName('AdminBrand').title, cedar.productName));
  const preview = page.getByRole('region', { name: text.preview, exact: true });
  await expect(preview.getByRole('button', { name: text.previewButton, exact: true })).toHaveCSS('background-color', 'rgb(11, 79, 138)');
  // The theme's primary colour (every filled button, link and focus ring) is the brand's.
  const primaryColour = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim());
  await expect.poll(primaryColour).toBe(cedar.primaryColour);

  // A logo made from bytes: checked by the server, then shown in the header in place of the product name.
  await chooseLogo(page, { name: 'cedar-logo.png', mimeType: 'image/png', buffer: solidPng(24, [11, 79, 138]) });
  await expect(page.getByText(text.logoUploaded, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: text.logoAlt(cedar.planName), exact: true })).toBeVisible();
  await expect(header.getByRole('img', { name: cedar.productName, exact: true })).toBeVisible();

  // A text file named .png is refused with the server's reason.
  await chooseLogo(page, { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture, only words typed into a file') });
  await expect(page.getByText(text.logoContentMismatch, { exact: true })).toBeVisible();

  // The served page carries the brand before any script runs.
  const served = await page.request.get(paths.home);
  expect(await served.text()).toContain(`<title>${cedar.productName}</title>`);

  // Put the demo plan's brand back for the journeys that follow on this server.
  await page.getByRole('button', { name: text.removeLogo, exact: true }).click();
  await expect(page.getByText(text.noLogo, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: text.restoreDefault, exact: true }).click();
  await page.getByRole('button', { name: text.save, exact: true }).click();
  await expect(header.getByRole('link', { name: defaultBrand.productName, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(routeByName('AdminBrand').title, defaultBrand.productName));
});

/** Opens Brand and saves the names (and the colour) given. */
async function saveBrand(page: Page, brand: { planName: string; productName: string }) {
  // Brand is an entry of the employee's one menu (issue 34 §7).
  await shell(page).mainMenu.getByRole('link', { name: text.pageTitle, exact: true }).click();
  await expectHeading(page, text.pageTitle);
  await page.getByRole('textbox', { name: text.planName }).fill(brand.planName);
  await page.getByRole('textbox', { name: text.productName }).fill(brand.productName);
  await page.getByRole('button', { name: text.save, exact: true }).click();
  await expect(page.getByText(text.saved, { exact: true })).toBeVisible();
}

test('after renaming the plan, the Login welcome, the Resources header, the Terms and an e-mail name the new plan', async ({ page }) => {
  // Three logins, four pages and an e-mail: past the default minute on a loaded two-core runner.
  test.slow();
  const renamed = { planName: 'Juniper Ridge Health', productName: 'Juniper Provider Hub' };
  await logInAsAdmin(page, demoAccounts.admin);
  await saveBrand(page, renamed);
  await logOut(page);
  // A fresh load of the Login page: its welcome text names the new plan, never the old one.
  await page.goto(paths.login);
  const welcome = resourceText(page, resourceKeys.loginMessage);
  await expect(welcome).toContainText(`Welcome to the ${renamed.planName} ${renamed.productName}`);
  await expect(welcome).not.toContainText(defaultBrand.planName);
  await page.screenshot({ path: test.info().outputPath('login-renamed.png'), fullPage: true });

  await logIn(page, demoAccounts.provider);
  await shell(page)
    .mainMenu.getByRole('link', { name: routeByName('Resources').title, exact: true })
    .click();
  const header = resourceText(page, resourceKeys.resourcesHeaderMessage);
  await expect(header).toContainText(`for ${renamed.planName} providers`);
  await expect(page.getByRole('main')).not.toContainText(defaultBrand.planName);
  await page.screenshot({ path: test.info().outputPath('resources-renamed.png'), fullPage: true });

  await page.getByRole('contentinfo').getByRole('button', { name: messages.shell.termsOfService }).click();
  const terms = page.getByRole('dialog', { name: messages.shell.termsOfService });
  await expect(terms).toContainText(
    `The ${renamed.planName} ${renamed.productName} is offered to contracted providers, their staff and ${renamed.planName} employees`,
  );
  await expect(terms).not.toContainText(defaultBrand.planName);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('terms-renamed-phone.png'), fullPage: true });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1366, height: 900 });

  // An e-mail: the Contact page's message to the plan's team names the renamed product.
  const sentAt = new Date(Date.now() - 1_000);
  await shell(page)
    .mainMenu.getByRole('link', { name: routeByName('Contact').title, exact: true })
    .click();
  await expectHeading(page, routeByName('Contact').title);
  const contact = memberAreaMessages.contact;
  await page.getByRole('combobox', { name: contact.subject }).click();
  await page.getByRole('option', { name: 'Resources', exact: true }).click();
  await page.getByRole('textbox', { name: contact.message }).fill(`Where is the updated fee schedule? (${Date.now()})`);
  await page.getByRole('button', { name: contact.submit, exact: true }).click();
  await expect(page.getByText(contact.thankYou, { exact: true })).toBeVisible();
  const email = await latestEmail(page.request, 'care.coordinators@example.com', contact.mailSubject('Resources', renamed.productName), sentAt);
  expect(email.text).toContain(`A ${renamed.productName} user sent a message`);
});
