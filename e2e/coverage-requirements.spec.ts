import { expect, test } from './support/test.js';
import { cdsHooksPaths, crdMessages, paths, routeByName, submitAuthorizationMemberIdParam } from './support/contracts.js';
import { callCdsService, type CdsHooksResponse, coverageInformationParts, crdExamplesFolder, hasCrdExamples, readCrdExample } from './support/crd.js';
import { demoAccounts } from './support/demo-accounts.js';
import { memberResultCard, memberSearchForm, type SearchedMember } from './support/members.js';
import { pathIs, submitLogin } from './support/session.js';
import { expectHeading } from './support/shell.js';

const route = routeByName('SubmitAuthorizations');
const orderSignService = 'order-sign-crd';
/** The guide's example patient, in the demo data (apps/server/src/demo/demo-crd-examples.ts). */
const amyBaxter = { memberId: '88800933501', dob: '02/20/1987', fullName: 'AMY V BAXTER' } as const satisfies SearchedMember;
const priorAuthorizationCard = crdMessages.cards.priorAuthorizationNeeded;

test('an EHR asks whether the guide’s orders need prior authorization, and its card opens Submit Authorizations for the patient', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.skip(!hasCrdExamples, `The Da Vinci CRD examples are not at ${crdExamplesFolder} (the shared folder beside the repository).`);

  // Discovery is public: the EHR finds the order-sign service.
  const discovery = await request.get(cdsHooksPaths.discovery);
  expect(discovery.status()).toBe(200);
  const { services } = (await discovery.json()) as { services: { id: string; hook: string }[] };
  expect(services).toContainEqual(expect.objectContaining({ id: orderSignService, hook: 'order-sign' }));

  // Without the client's signed JWT the service answers nothing.
  const hookRequest = readCrdExample('CRDServiceRequest.json');
  const unsigned = await callCdsService(request, baseURL ?? '', orderSignService, hookRequest, { isSigned: false });
  expect(unsigned.status()).toBe(401);

  // Signed by the EHR Sandbox: both draft orders annotated "auth-needed", and cards that say so with the portal's link.
  const signed = await callCdsService(request, baseURL ?? '', orderSignService, hookRequest);
  expect(signed.status(), await signed.text()).toBe(200);
  const answer = (await signed.json()) as CdsHooksResponse;
  const actions = answer.systemActions ?? [];
  expect(actions.map((action) => `${action.type} ${action.resource.resourceType}/${action.resource.id}`)).toEqual([
    'update ServiceRequest/1357',
    'update ServiceRequest/2468',
  ]);
  for (const action of actions) {
    const paNeeded = coverageInformationParts(action.resource, 'pa-needed');
    expect(paNeeded.length).toBeGreaterThan(0);
    expect(new Set(paNeeded)).toEqual(new Set(['auth-needed']));
  }
  const cards = answer.cards.filter((card) => card.summary.startsWith(priorAuthorizationCard.summary('')));
  expect(cards).toHaveLength(2);
  const links = cards.map((card) => card.links?.find((link) => link.label === priorAuthorizationCard.link));
  for (const link of links) expect(link?.type).toBe('absolute');
  const cardLink = new URL(links[0]?.url ?? '');
  expect(cardLink.pathname).toBe(route.path);
  expect(cardLink.searchParams.get(submitAuthorizationMemberIdParam)).toBe(amyBaxter.memberId);

  // The clinician follows the link: signed out, the portal asks them to log in first, then opens the page it names.
  // The link's host is the one the EHR called; the browser opens its path and query on the portal it knows.
  await page.goto(`${cardLink.pathname}${cardLink.search}`);
  await expect(page).toHaveURL(pathIs(paths.login));
  await submitLogin(page, demoAccounts.provider);
  await expect(page).toHaveURL((url) => url.pathname === route.path && url.searchParams.get(submitAuthorizationMemberIdParam) === amyBaxter.memberId);
  await expectHeading(page, route.title);

  // The member id is filled in; nothing was searched: the date of birth is the user's to type, and has the focus.
  const form = memberSearchForm(page);
  await expect(form.memberId).toHaveValue(amyBaxter.memberId);
  await expect(form.dob).toBeFocused();
  await expect(form.search).toBeDisabled();
  await expect(memberResultCard(page, amyBaxter)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('member-id-from-card.png'), fullPage: true });

  await page.keyboard.type(amyBaxter.dob.replaceAll('/', ''));
  await expect(form.dob).toHaveValue(amyBaxter.dob);
  await form.search.click();
  await expect(memberResultCard(page, amyBaxter)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('patient-found.png'), fullPage: true });
});
