import type { APIRequestContext, Page } from '@playwright/test';
import { fhirJson, sandboxAccessToken } from './support/fhir.js';
import { expect, test } from './support/test.js';
import { fhirPaths, messages, paths, providerAccessMessages, routeByName } from './support/contracts.js';
import { seriousViolations } from './support/axe.js';
import { demoAccounts } from './support/demo-accounts.js';
import { demoMembers } from './support/members.js';
import { logInAsAdmin, pathIs } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const text = providerAccessMessages.admin;
const publicText = providerAccessMessages.publicPage;
const screenshot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('an employee records a member’s opt-out and sees it in the history, with the exports listed', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInAsAdmin(page, demoAccounts.admin);
  const adminRoute = routeByName('Admin');
  await shell(page)
    .mainMenu.getByRole('link', { name: adminRoute.menuLabel ?? adminRoute.title, exact: true })
    .click();
  await page.getByRole('navigation', { name: messages.shell.mainMenu }).getByRole('link', { name: text.pageTitle, exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.adminProviderAccess));
  await expectHeading(page, text.pageTitle);
  // The exports have loaded: none on a fresh server (the empty state), the earlier attempt's on a retry.
  await expect(page.getByText(text.exportsEmpty).or(page.getByRole('table', { name: text.exportsTitle }))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A member id and date of birth of nobody.
  const member = demoMembers.infoBoxGroup;
  await page.getByRole('textbox', { name: text.memberId }).fill(member.memberId);
  await page.getByRole('textbox', { name: text.dob }).fill('01/01/1901');
  await page.getByRole('button', { name: text.findMember }).click();
  await expect(page.getByRole('alert')).toContainText(text.notFound);

  // The member: no choice yet, sharing.
  await page.getByRole('textbox', { name: text.dob }).fill(member.dob);
  await page.getByRole('button', { name: text.findMember }).press('Enter');
  await expect(page.getByRole('heading', { name: member.fullName })).toBeVisible();
  await expect(page.getByText(text.noChoiceRecorded)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Opted out by phone, with a note, by keyboard, after the confirmation.
  await page.getByRole('radio', { name: text.choices['opted-out'] }).check();
  await page.getByRole('combobox', { name: text.channel }).click();
  await page.getByRole('option', { name: text.channels.phone }).click();
  await page.getByRole('textbox', { name: text.note }).fill('Called Member Services.');
  await page.getByRole('button', { name: text.record }).click();
  const dialog = page.getByRole('dialog', { name: text.confirmTitle });
  await expect(dialog).toContainText(text.confirmOptOut(member.fullName));
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: text.confirm }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(text.recorded(text.choices['opted-out']))).toBeVisible();

  const history = page.getByRole('table', { name: text.history });
  const latest = history.getByRole('row').nth(1);
  await expect(latest).toContainText(text.choices['opted-out']);
  await expect(latest).toContainText(text.channels.phone);
  await expect(latest).toContainText('Called Member Services.');
  await expect(latest).toContainText(demoAccounts.admin);
  await expect(page.getByText(text.currentChoice).locator('..')).toContainText(text.optedOut);
  expect(await seriousViolations(page)).toEqual([]);

  // A practice's system matches its patient and exports: the export is listed for employees once it has run.
  const statusUrl = await exportMatchedPatient(request, baseURL ?? '');
  await page.reload();
  const exports = page.getByRole('table', { name: text.exportsTitle });
  const row = exports.getByRole('row').nth(1);
  await expect(row).toContainText('EHR Sandbox');
  await expect(row).toContainText(text.groupSize(text.groupKinds.matched, 1));
  await expect(row).toContainText(text.exportStatuses.completed);
  expect(statusUrl).toContain(fhirPaths.bulkStatus);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'provider-access-admin-1366');

  // The phone layout, once the menu has slid out of the picture.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(shell(page).mainMenu).not.toBeInViewport();
  await screenshot(page, 'provider-access-admin-390');
});

/**
 * As the demo's EHR Sandbox: $provider-member-match of JOE SMITH (the PAS guide's member, attested by the sandbox's
 * provider NPI), then $davinci-data-export of the matched Group, polled to its manifest. Answers the status URL.
 */
async function exportMatchedPatient(request: APIRequestContext, baseUrl: string): Promise<string> {
  const token = await sandboxAccessToken(request, baseUrl, ['system/Group.c', 'system/Group.r', 'system/Patient.r']);
  const headers = { authorization: `Bearer ${token}`, 'content-type': fhirJson, accept: fhirJson };
  const part = (name: string, resource: Record<string, unknown>) => ({ name, resource });
  const match = await request.post('/fhir/Group/$provider-member-match', {
    headers,
    data: JSON.stringify({
      resourceType: 'Parameters',
      parameter: [
        {
          name: 'MemberBundle',
          part: [
            part('MemberPatient', { resourceType: 'Patient', name: [{ family: 'SMITH', given: ['JOE'] }], gender: 'male', birthDate: '1965-04-12' }),
            part('CoverageToMatch', {
              resourceType: 'Coverage',
              status: 'active',
              identifier: [{ value: '12345678901' }],
              beneficiary: { reference: 'Patient/1' },
              payor: [{ display: 'The plan' }],
            }),
            part('Consent', {
              resourceType: 'Consent',
              status: 'active',
              scope: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/consentscope', code: 'treatment' }] },
              category: [{ coding: [{ system: 'http://loinc.org', code: '64292-6' }] }],
              dateTime: new Date().toISOString(),
              performer: [{ identifier: { system: 'http://hl7.org/fhir/sid/us-npi', value: '8189991234' } }],
              provision: { period: { start: '2020-01-01', end: '2099-12-31' } },
            }),
          ],
        },
      ],
    }),
  });
  expect(match.status(), await match.text()).toBe(200);
  const answer = (await match.json()) as { parameter: { name: string; resource: { id: string; member?: unknown[] } }[] };
  const matched = answer.parameter.find((parameter) => parameter.name === 'MatchedMembers')?.resource;
  expect(matched?.member).toHaveLength(1);
  const kickOff = await request.get(`/fhir/Group/${matched?.id}/$davinci-data-export?_type=Patient`, {
    headers: { ...headers, prefer: 'respond-async' },
  });
  expect(kickOff.status(), await kickOff.text()).toBe(202);
  const statusUrl = kickOff.headers()['content-location'] ?? '';
  await expect.poll(async () => (await request.get(statusUrl, { headers })).status(), { timeout: 30_000 }).toBe(200);
  return statusUrl;
}

test('anyone reads the Provider Access API page without signing in, from the login page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(paths.login);
  await page.getByRole('link', { name: routeByName('ProviderAccessApi').title, exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.providerAccessApi));
  await expectHeading(page, publicText.title);
  for (const heading of [publicText.whatTitle, publicText.dataTitle, publicText.whoTitle, publicText.optOutTitle])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'provider-access-public-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'provider-access-public-390');
});
