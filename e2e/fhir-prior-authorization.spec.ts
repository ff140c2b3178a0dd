import { expect, test } from './support/test.js';
import { authorizationMessages, lineDecisionActionLabels, reviewMessages, routeByName } from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import {
  asOwnRequest,
  claimResponseOf,
  fhirJson,
  type FhirParameters,
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
import { reviewerOpens } from './support/review.js';
import { fetchSettings, logIn, storedUser } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const text = authorizationMessages;
const manageRoute = routeByName('ViewAuthorizations');
/** The guide's subscriber (Patient-SubscriberExample), in the demo data (apps/server/src/demo/demo-pas-examples.ts). */
const joeSmith = { memberId: '12345678901', dob: '04/12/1965', fullName: 'JOE SMITH' } as const satisfies SearchedMember;

/** The authorizations of an inquiry's answer: each Inquiry Response Bundle's ClaimResponse. */
const inquiryClaimResponses = (answer: FhirParameters) =>
  (answer.parameter ?? []).flatMap((parameter) => (parameter.resource ? [claimResponseOf(parameter.resource)] : []));

test('an EHR submits the guide’s referral through the FHIR API, the provider sees it pending, a reviewer approves it, and the EHR’s inquiry and replay tell it', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.skip(!hasPasExamples, `The Da Vinci PAS examples are not at ${pasExamplesFolder} (the shared folder beside the repository).`);
  test.setTimeout(180_000);

  // The EHR Sandbox's SMART Backend Services token; the capability statement is public.
  const accessToken = await sandboxAccessToken(request, baseURL ?? '');
  const metadata = await request.get('/fhir/metadata');
  expect(metadata.status()).toBe(200);
  expect(metadata.headers()['content-type']).toContain(fhirJson);
  const capabilities = (await metadata.json()) as {
    resourceType: string;
    fhirVersion: string;
    rest: { resource: { type: string; operation?: { name: string }[] }[] }[];
  };
  expect(capabilities.resourceType).toBe('CapabilityStatement');
  expect(capabilities.fhirVersion).toBe('4.0.1');
  const claimOperations = capabilities.rest[0]?.resource.find((resource) => resource.type === 'Claim')?.operation?.map((operation) => operation.name);
  expect(claimOperations).toEqual(expect.arrayContaining(['submit', 'inquire']));

  // The provider signs in; the EHR requests as one of their providers that the sandbox is registered for.
  await logIn(page, demoAccounts.provider);
  const provider = await storedUser(page);
  if (!provider) throw new Error('The provider is not signed in.');
  const npi = await sandboxNpiOfProvider(request, provider, (await fetchSettings(request)).appId);

  // $submit: the guide's referral, as this run's own transaction: an X12 service type the policy pends (A4).
  const referral = asOwnRequest(readPasExample('Bundle-ReferralAuthorizationBundleExample.json'), `e2e-${testInfo.workerIndex}-${Date.now()}`, npi);
  const submitted = await postPas(request, '$submit', accessToken, referral);
  expect(submitted.status(), await submitted.text()).toBe(200);
  expect(submitted.headers()['content-type']).toContain(fhirJson);
  const firstResponse = (await submitted.json()) as PasBundle;
  expect(firstResponse.identifier).toEqual(referral.identifier);
  const pended = claimResponseOf(firstResponse);
  expect(reviewActionCodes(pended)).toEqual(['A4']);
  const authorizationNumber = pended.preAuthRef ?? '';
  expect(authorizationNumber).toMatch(/^\d+$/);

  // The provider finds it in Manage Authorizations, pending.
  await shell(page)
    .mainMenu.getByRole('link', { name: manageRoute.menuLabel ?? manageRoute.title, exact: true })
    .click();
  await expectHeading(page, manageRoute.title);
  await searchMember(page, joeSmith);
  await page.getByRole('textbox', { name: text.list.filter }).fill(authorizationNumber);
  const row = page.getByRole('table', { name: text.list.tableLabel }).getByRole('row').filter({ hasText: authorizationNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  await page.screenshot({ path: testInfo.outputPath('provider-pending.png'), fullPage: true });

  // A reviewer finds it in the queue by its number, claims it and approves every line as requested.
  const reviewer = await reviewerOpens(browser, authorizationNumber);
  await reviewer.getByRole('button', { name: 'Claim to review' }).click();
  await expect(reviewer.getByText('You are reviewing this request.')).toBeVisible();
  const decision = reviewer.getByRole('form', { name: 'Decision' });
  await decision.getByRole('button', { name: 'Approve every line as requested' }).click();
  const approvals = decision.getByRole('radio', { name: lineDecisionActionLabels.approve });
  await expect(approvals).toHaveCount(pended.item?.length ?? 0);
  for (const approval of await approvals.all()) await expect(approval).toBeChecked();
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(reviewer.getByText(reviewMessages.saved)).toBeVisible();
  await reviewer.screenshot({ path: testInfo.outputPath('reviewer-approved.png'), fullPage: true });
  await reviewer.context().close();

  // $inquire: the guide's inquiry for the member, from the same provider, answers the authorization approved (A1).
  const inquiry = asOwnRequest(readPasExample('Bundle-PASClaimInquiryBundleExample.json'), `e2e-inquiry-${testInfo.workerIndex}-${Date.now()}`, npi);
  const inquired = await postPas(request, '$inquire', accessToken, inquiry);
  expect(inquired.status(), await inquired.text()).toBe(200);
  const answer = (await inquired.json()) as FhirParameters;
  expect(answer.resourceType).toBe('Parameters');
  const known = inquiryClaimResponses(answer);
  const approved = known.find((claimResponse) => claimResponse.preAuthRef === authorizationNumber);
  expect(approved, `the inquiry answers ${authorizationNumber}`).toBeDefined();
  expect(reviewActionCodes(approved!)).toEqual(['A1']);

  // Replaying the first $submit answers the first response (A4) again and creates nothing.
  const replayed = await postPas(request, '$submit', accessToken, referral);
  expect(replayed.status()).toBe(200);
  expect(await replayed.json()).toEqual(firstResponse);
  const afterReplay = await postPas(request, '$inquire', accessToken, inquiry);
  const stillKnown = inquiryClaimResponses((await afterReplay.json()) as FhirParameters);
  expect(stillKnown.map((claimResponse) => claimResponse.preAuthRef).sort()).toEqual(known.map((claimResponse) => claimResponse.preAuthRef).sort());

  // The provider sees it approved.
  // The list's address names the patient: a reload opens them again, no search needed.
  await page.reload();
  await page.getByRole('textbox', { name: text.list.filter }).fill(authorizationNumber);
  await expect(row).toContainText('Approved');
  await page.screenshot({ path: testInfo.outputPath('provider-approved.png'), fullPage: true });
});
