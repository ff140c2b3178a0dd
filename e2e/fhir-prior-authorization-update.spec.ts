import { expect, test } from './support/test.js';
import { addresses, authorizationMessages, routeByName, wordsOfEvent } from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import {
  asOwnRequest,
  claimResponseOf,
  hasPasExamples,
  type PasBundle,
  pasExamplesFolder,
  postPas,
  readPasExample,
  reviewActionCodes,
  sandboxAccessToken,
  sandboxNpiOfProvider,
} from './support/fhir.js';
import { searchMember, type SearchedMember } from './support/members.js';
import { patientKeyOf } from './support/records.js';
import { fetchSettings, logIn, storedUser } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const text = authorizationMessages;
const manageRoute = routeByName('ViewAuthorizations');
/** The guide's subscriber (Patient-SubscriberExample), in the demo data (apps/server/src/demo/demo-pas-examples.ts). */
const joeSmith = { memberId: '12345678901', dob: '04/12/1965', fullName: 'JOE SMITH' } as const satisfies SearchedMember;
const pasExtension = (name: string) => `http://hl7.org/fhir/us/davinci-pas/StructureDefinition/extension-${name}`;
/** X12 1322: the certification type of an item that cancels what an earlier request asked for. */
const cancelCertification = '3';

type Item = { extension?: { url: string; valueString?: string; valueCodeableConcept?: { coding?: { system?: string; code?: string }[] } }[] };

/** The request again as an update of `authorizationNumber` (a new transaction), its items at `cancelled` cancelled. */
function cancelling(request: PasBundle, transactionId: string, authorizationNumber: string, cancelled: readonly number[]): PasBundle {
  const update = structuredClone(request);
  update.identifier = { ...update.identifier, value: transactionId };
  const claim = update.entry[0]?.resource as unknown as { item: Item[] };
  claim.item.forEach((item, index) => {
    const others = (item.extension ?? []).filter((extension) => extension.url !== pasExtension('authorizationNumber'));
    item.extension = [
      ...others.map((extension) =>
        extension.url === pasExtension('certificationType') && cancelled.includes(index)
          ? { ...extension, valueCodeableConcept: { coding: [{ system: 'https://codesystem.x12.org/005010/1322', code: cancelCertification }] } }
          : extension,
      ),
      { url: pasExtension('authorizationNumber'), valueString: authorizationNumber },
    ];
  });
  return update;
}

test('an EHR cancels one line of its request through the FHIR API: the answer and the provider’s overview agree, and the last line cancels the request', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.skip(!hasPasExamples, `The Da Vinci PAS examples are not at ${pasExamplesFolder} (the shared folder beside the repository).`);
  test.setTimeout(180_000);
  const accessToken = await sandboxAccessToken(request, baseURL ?? '');
  await logIn(page, demoAccounts.provider);
  const provider = await storedUser(page);
  if (!provider) throw new Error('The provider is not signed in.');
  const npi = await sandboxNpiOfProvider(request, provider, (await fetchSettings(request)).appId);
  const run = `e2e-update-${testInfo.workerIndex}-${Date.now()}`;

  // $submit: the guide's home-care request, two lines, both pended for review (A4).
  const homecare = asOwnRequest(readPasExample('Bundle-HomecareAuthorizationBundleExample.json'), run, npi);
  const submitted = await postPas(request, '$submit', accessToken, homecare);
  expect(submitted.status(), await submitted.text()).toBe(200);
  const pended = claimResponseOf((await submitted.json()) as PasBundle);
  expect(reviewActionCodes(pended)).toEqual(['A4', 'A4']);
  const authorizationNumber = pended.preAuthRef ?? '';

  // An update cancels the first line: the answer says so for that line only (A3), the other stays pended.
  const oneCancelled = await postPas(request, '$submit', accessToken, cancelling(homecare, `${run}-1`, authorizationNumber, [0]));
  expect(oneCancelled.status(), await oneCancelled.text()).toBe(200);
  expect(reviewActionCodes(claimResponseOf((await oneCancelled.json()) as PasBundle))).toEqual(['A3', 'A4']);

  // The provider's overview tells the same: the request still Pending, the first line Cancelled, and the timeline
  // shows the update.
  await shell(page)
    .mainMenu.getByRole('link', { name: manageRoute.menuLabel ?? manageRoute.title, exact: true })
    .click();
  await expectHeading(page, manageRoute.title);
  await searchMember(page, joeSmith);
  const qhid = patientKeyOf(page);
  await page.getByRole('textbox', { name: text.list.filter }).fill(authorizationNumber);
  const row = page.getByRole('table', { name: text.list.tableLabel }).getByRole('row').filter({ hasText: authorizationNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: text.list.manage }).click();
  await expect(page.getByRole('tab', { name: text.tabs.overview })).toHaveAttribute('aria-selected', 'true');
  const timeline = page.getByRole('region', { name: text.timeline.title });
  const updated = wordsOfEvent({ kind: 'lines-updated', status: 'Pending', data: { added: [], changed: [], cancelled: [] } }).title;
  await expect(timeline.getByText(updated, { exact: true })).toBeVisible();
  await expect(timeline.getByText(/^Cancelled: G0154/)).toBeVisible();
  await expect(page.getByRole('main').getByText('Cancelled').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('provider-one-line-cancelled.png'), fullPage: true });

  // The second line cancelled too: the request is Cancelled, in the answer and in the provider's list.
  const allCancelled = await postPas(request, '$submit', accessToken, cancelling(homecare, `${run}-2`, authorizationNumber, [1]));
  expect(allCancelled.status(), await allCancelled.text()).toBe(200);
  expect(reviewActionCodes(claimResponseOf((await allCancelled.json()) as PasBundle))).toEqual(['A3', 'A3']);
  // The patient's list has an address of its own: opened afresh, it reads the request as it stands now.
  await page.goto(addresses.patientAuthorizations(qhid));
  await page.getByRole('textbox', { name: text.list.filter }).fill(authorizationNumber);
  await expect(row).toContainText('Cancelled');
  await page.screenshot({ path: testInfo.outputPath('provider-request-cancelled.png'), fullPage: true });
});
