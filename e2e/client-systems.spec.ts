import { generateKeyPairSync } from 'node:crypto';
import { expect, test } from './support/test.js';
import { clientSystemMessages as text, messages, paths, routeByName } from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import { logInAsAdmin, pathIs } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

/** A fresh public key as an EHR's developers would paste it: a JWKS of one EC P-384 key with its kid. */
function publicJwks(kid: string): string {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-384' });
  return JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES384', use: 'sig' }] }, null, 2);
}

test('a site administrator registers a client system with a pasted JWKS, sees it listed, and revokes it', async ({ page }, testInfo) => {
  await logInAsAdmin(page, demoAccounts.admin);
  const adminRoute = routeByName('Admin');
  await shell(page)
    .mainMenu.getByRole('link', { name: adminRoute.menuLabel ?? adminRoute.title, exact: true })
    .click();
  await page.getByRole('navigation', { name: messages.shell.mainMenu }).getByRole('link', { name: text.pageTitle, exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.adminClientSystems));
  await expectHeading(page, text.pageTitle);
  const table = page.getByRole('table', { name: text.pageTitle });
  // The demo seed's sandbox.
  await expect(table.getByRole('row').filter({ hasText: 'EHR Sandbox' })).toContainText('sandbox-ehr');

  const name = `Valley EHR ${testInfo.workerIndex}-${Date.now()}`;
  await page.getByRole('button', { name: text.register }).click();
  const dialog = page.getByRole('dialog', { name: text.register });
  await dialog.getByLabel(text.fields.name).fill(name);
  await dialog.getByLabel(text.fields.organizationIdentifier).fill('8189991234');
  await dialog.getByLabel(text.fields.npis).fill('8189991234\n1234567893');
  await dialog.getByLabel(/system\/Claim\.c:/).check();
  await dialog.getByLabel(/system\/Claim\.r:/).check();
  await dialog.getByLabel(text.fields.endpointUrls).fill('https://ehr.example.com/notify/');
  await dialog.getByLabel(text.fields.jwks).fill('{"keys": [{"kty": "EC", "kid": "x", "d": "private"}]}');
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog.getByText(text.errors.jwkPrivate(0))).toBeVisible();

  await dialog.getByLabel(text.fields.jwks).fill(publicJwks('valley-1'));
  await page.screenshot({ path: testInfo.outputPath('client-systems-register.png'), fullPage: true });
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.registered(name))).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(text.statuses.active);
  await expect(row).toContainText('8189991234');
  await page.screenshot({ path: testInfo.outputPath('client-systems-list.png'), fullPage: true });

  await row.getByRole('button', { name: `${text.revoke} ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: text.revokeTitle });
  await expect(confirm).toContainText(text.revokeConfirm(name));
  await confirm.getByRole('button', { name: text.revoke }).click();
  await expect(row).toContainText(text.statuses.revoked);
  await expect(row.getByRole('button', { name: `${text.revoke} ${name}` })).toHaveCount(0);
});
