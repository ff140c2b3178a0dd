import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { messages, paths, policyMessages, routeByName } from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import { logInAsAdmin, pathIs } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const text = policyMessages;
const publicText = policyMessages.publicList;

const requirementsTable = (page: Page) => page.getByRole('table', { name: publicText.title });
const screenshot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('anyone reads the prior-authorization requirements without signing in: searches them and downloads them as CSV', async ({ page }) => {
  await page.goto(paths.login);
  await page.getByRole('link', { name: routeByName('PriorAuthorizationRequirements').title, exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.priorAuthorizationRequirements));
  await expectHeading(page, publicText.title);
  const table = requirementsTable(page);
  // By code, first: 22551–22552 opens the list.
  await expect(table.getByRole('row').nth(1)).toContainText('22551–22552');
  await screenshot(page, 'public-list');

  // By words: the knee MRI; by code: a code inside a range (73218–73223).
  const search = page.getByRole('searchbox', { name: publicText.search });
  await search.fill('brain');
  await expect(table.getByRole('row', { name: /70551 .*MRI of the brain, without contrast/ })).toBeVisible();
  await search.fill('knee');
  await expect(table.getByRole('row', { name: /73721 .*MRI of a leg joint such as the knee/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /70551/ })).toHaveCount(0);
  await search.fill('73220');
  await expect(table.getByRole('row', { name: /73218–73223/ })).toBeVisible();
  // An office visit never needs authorization: not listed.
  await search.fill('99213');
  await expect(page.getByText(messages.dataTable.noResults, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: messages.dataTable.clearSearch }).click();
  await expect(search).toHaveValue('');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: publicText.downloadCsv }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('code,codeTo,codeSystem,description,groupLists,placesOfService,documentation,effectiveFrom,effectiveTo');
  expect(csv).toContain('E0601,,HCPCS,CPAP device for sleep apnea');

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'public-list-phone');
});

test('a policy editor adds a rule that the public list shows at once, retires it, sees the history; a bad CSV is refused by line', async ({ page }) => {
  await logInAsAdmin(page, demoAccounts.admin);
  const adminRoute = routeByName('Admin');
  await shell(page)
    .mainMenu.getByRole('link', { name: adminRoute.menuLabel ?? adminRoute.title, exact: true })
    .click();
  await page.getByRole('navigation', { name: messages.shell.mainMenu }).getByRole('link', { name: text.pageTitle, exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.adminPolicy));
  await expectHeading(page, text.pageTitle);
  await screenshot(page, 'admin-rules');

  // A range that runs backwards is refused on its field, before anything is sent.
  await page.getByRole('button', { name: text.addRule, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.addRule });
  await dialog.getByRole('textbox', { name: text.fields.codeFrom }).fill('27447');
  await dialog.getByRole('textbox', { name: text.fields.codeTo }).fill('27440');
  await dialog.getByRole('textbox', { name: text.fields.description }).fill('Total knee replacement');
  await dialog.getByRole('checkbox', { name: 'Clinical notes' }).check();
  await dialog.getByLabel(text.fields.effectiveFrom).fill('2026-01-01');
  await dialog.getByRole('button', { name: text.save, exact: true }).click();
  await expect(dialog.getByText(text.errors.rangeOrder, { exact: true })).toBeVisible();
  await screenshot(page, 'admin-rule-form');
  await dialog.getByRole('textbox', { name: text.fields.codeTo }).fill('');
  await dialog.getByRole('button', { name: text.save, exact: true }).click();
  await expect(page.getByText(text.saved, { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const rules = page.getByRole('table', { name: text.rulesTab });
  await page.getByRole('searchbox', { name: text.search }).fill('27447');
  await expect(rules.getByRole('row', { name: /27447 .*Total knee replacement.*Clinical notes/ })).toBeVisible();

  // The public list reads the same data.
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no browser');
  await visitor.goto(paths.priorAuthorizationRequirements);
  await visitor.getByRole('searchbox', { name: publicText.search }).fill('27447');
  await expect(requirementsTable(visitor).getByRole('row', { name: /27447 .*Total knee replacement.*Clinical notes/ })).toBeVisible();

  await rules.getByRole('button', { name: `${text.retireRule} 27447` }).click();
  const retire = page.getByRole('dialog', { name: text.retireRule });
  await retire.getByRole('button', { name: text.retire, exact: true }).click();
  await expect(page.getByText(text.retired, { exact: true })).toBeVisible();
  await expect(rules.getByRole('row', { name: /27447/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: text.showRetired }).check();
  await expect(rules.getByRole('row', { name: /27447 .*Retired/ })).toBeVisible();
  await visitor.reload();
  await visitor.getByRole('searchbox', { name: publicText.search }).fill('27447');
  await expect(visitor.getByText(messages.dataTable.noResults, { exact: true })).toBeVisible();
  await visitor.close();

  // A file with a bad row is refused whole, naming the line.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: text.importCsv }).click();
  const header =
    'id,codeFrom,codeTo,description,groupLists,placesOfService,isAuthorizationRequired,approval,approvalMaxUnits,approvalMaxDays,approvalPlacesOfService,documentation,effectiveFrom,effectiveTo';
  const csv = `${header}\n,97750,,Physical performance test,,,true,never,,,,,2026-01-01,\n,9775,,Bad,,,true,never,,,,,2026-01-01,\n`;
  await (await chooser).setFiles({ name: 'policy.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('alert').filter({ hasText: /^Line 3: codeFrom: Enter a CPT code/ })).toBeVisible();

  await page.getByRole('tab', { name: text.historyTab }).click();
  const history = page.getByRole('table', { name: text.historyTab });
  await expect(history.getByRole('row', { name: /Rule retired: 27447/ })).toBeVisible();
  await expect(history.getByRole('row', { name: /Rule added: 27447/ })).toContainText(demoAccounts.admin);
  await expect(history.getByRole('row', { name: /Rule added: 97750/ })).toHaveCount(0);
  await screenshot(page, 'admin-history');

  await page.getByRole('tab', { name: text.denialReasonsTab }).click();
  await page.getByRole('textbox', { name: text.denialReasons.code }).fill('WRONG-LEVEL');
  await page.getByRole('textbox', { name: text.denialReasons.label }).fill('Wrong level of care');
  await page.getByRole('button', { name: text.denialReasons.add, exact: true }).click();
  const reasons = page.getByRole('table', { name: text.denialReasonsTab });
  await expect(reasons.getByRole('row', { name: /WRONG-LEVEL Wrong level of care Active/ })).toBeVisible();
  await reasons.getByRole('button', { name: `${text.denialReasons.deactivate} Wrong level of care` }).click();
  await expect(reasons.getByRole('row', { name: /WRONG-LEVEL Wrong level of care Inactive/ })).toBeVisible();
  await screenshot(page, 'admin-denial-reasons');
});
