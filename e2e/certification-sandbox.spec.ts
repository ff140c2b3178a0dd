import { writeFileSync } from 'node:fs';
import { expect, test } from './support/test.js';
import { messages, paths, routeByName, sandboxMessages as text } from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import { logInAsAdmin, pathIs } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

/** An NPI from 9 digits: the Luhn check digit over 80840 and the digits (the NPI standard). */
function npi(nineDigits: string): string {
  let sum = 24;
  for (let index = 0; index < 9; index += 1) {
    let digit = Number(nineDigits[8 - index]);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return `${nineDigits}${(10 - (sum % 10)) % 10}`;
}

/** A test kit's bundle as a payer receives it (written here): one patient with its coverage, a clinic and the plan. */
function kitBundle(run: string) {
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    entry: [
      {
        fullUrl: 'urn:uuid:7a0c1e52-0000-4000-8000-000000000001',
        resource: {
          resourceType: 'Patient',
          identifier: [{ system: 'http://kit.example/mrn', value: `MRN-${run}` }],
          name: [{ family: 'Quill', given: ['Rowan'] }],
          gender: 'female',
          birthDate: '1980-02-29',
        },
        request: { method: 'POST', url: 'Patient' },
      },
      {
        resource: {
          resourceType: 'Coverage',
          status: 'active',
          subscriberId: `SBX${run}`,
          beneficiary: { reference: 'urn:uuid:7a0c1e52-0000-4000-8000-000000000001' },
          payor: [{ reference: 'urn:uuid:7a0c1e52-0000-4000-8000-000000000003' }],
        },
        request: { method: 'POST', url: 'Coverage' },
      },
      {
        fullUrl: 'urn:uuid:7a0c1e52-0000-4000-8000-000000000003',
        resource: { resourceType: 'Organization', name: 'Sandbox Health Plan' },
        request: { method: 'POST', url: 'Organization' },
      },
      {
        resource: {
          resourceType: 'Organization',
          id: 'clinic',
          identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: npi(`19${run.slice(-7).padStart(7, '0')}`) }],
          name: 'Sandbox Family Clinic',
        },
        request: { method: 'POST', url: 'Organization' },
      },
    ],
  };
}

test('a site administrator loads a test kit’s patients into the certification sandbox, loads them again, and sees a bad bundle’s problems', async ({
  page,
}, testInfo) => {
  const run = String(Date.now()).slice(-8);
  const file = testInfo.outputPath('kit-bundle.json');
  writeFileSync(file, JSON.stringify(kitBundle(run)));
  const badFile = testInfo.outputPath('bad-bundle.json');
  writeFileSync(badFile, JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: [{ resource: { resourceType: 'Observation' } }] }));

  await logInAsAdmin(page, demoAccounts.admin);
  const adminRoute = routeByName('Admin');
  await shell(page)
    .mainMenu.getByRole('link', { name: adminRoute.menuLabel ?? adminRoute.title, exact: true })
    .click();
  await page.getByRole('navigation', { name: messages.shell.mainMenu }).getByRole('link', { name: text.pageTitle, exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.adminSandbox));
  await expectHeading(page, text.pageTitle);
  await expect(page.getByText(text.visibleTo('EHR Sandbox', 'sandbox-ehr'))).toBeVisible();

  const load = async (path: string) => {
    await page.locator('input[type="file"]').setInputFiles(path);
    await page.getByRole('button', { name: text.load }).click();
  };
  await load(file);
  const result = page.getByRole('table', { name: text.resultTitle });
  await expect(result.getByRole('row').filter({ hasText: text.kinds.members })).toContainText('10');
  await expect(page.getByText('is not a provider')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('certification-sandbox-loaded.png'), fullPage: true });

  await load(file);
  await expect(result.getByRole('row').filter({ hasText: text.kinds.members })).toContainText('01');

  await load(badFile);
  const problems = page.getByRole('alert').filter({ hasText: text.problemsTitle });
  await expect(problems).toContainText(text.errors.invalid(1));
  await expect(problems).toContainText(`Bundle.entry[0].resource: ${text.errors.unknownResourceType('Observation')}`);
  await expect(result).toBeHidden();
});
