import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  apiPrefix,
  authorizationMessages,
  type CurrentUser,
  endpointPath,
  memberAreaMessages,
  memberEndpoints,
  reviewEndpoints,
  ReviewItemDetailSchema,
  ReviewQueueResponseSchema,
  routeByName,
} from './contracts.js';
import { demoMembers, searchMember, type SearchedMember } from './members.js';
import { authenticationHeaders, employeeHeaders, fetchSettings, pathIs, storedUser } from './session.js';
import { expectHeading, shell } from './shell.js';

/** A record of the account's own providers, as its list shows it. */
export interface OwnAuthorization {
  id: number;
  number: string;
}

/** Opens a page of the main menu and waits for its heading. */
export async function openFromMenu(page: Page, routeName: 'ViewAuthorizations' | 'ViewClaims'): Promise<void> {
  const route = routeByName(routeName);
  await shell(page)
    .mainMenu.getByRole('link', { name: route.menuLabel ?? route.title, exact: true })
    .click();
  await expect(page).toHaveURL(pathIs(route.path));
  await expectHeading(page, route.title);
}

/** The patient's key in the address of the page shown (`?patient=`), after a search found them. */
export function patientKeyOf(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('patient'));
}

/** Searches the patient on Manage Authorizations and answers their first listed authorization. */
export async function firstAuthorizationOf(page: Page, member: SearchedMember = demoMembers.covered): Promise<OwnAuthorization> {
  await openFromMenu(page, 'ViewAuthorizations');
  await searchMember(page, member);
  const manage = page
    .getByRole('table', { name: authorizationMessages.list.tableLabel })
    .getByRole('button', { name: /^Manage authorization / })
    .first();
  await expect(manage).toBeVisible();
  const label = (await manage.getAttribute('aria-label')) ?? '';
  return { id: Number(await manage.getAttribute('data-authorization-id')), number: label.replace(authorizationMessages.list.manageLabel(''), '') };
}

/** Searches the patient on View Claims and answers the number of their first listed claim. */
export async function firstClaimNumberOf(page: Page, member: SearchedMember = demoMembers.covered): Promise<string> {
  await openFromMenu(page, 'ViewClaims');
  await searchMember(page, member);
  const view = page
    .getByRole('table', { name: memberAreaMessages.claims.tableLabel })
    .getByRole('button', { name: /^View claim / })
    .first();
  await expect(view).toBeVisible();
  return (await view.getAttribute('data-claim-number')) ?? '';
}

/** Another practice's records, as a reviewer sees them in the queue: nothing provider@example.com's providers hold. */
export interface OtherPractice {
  authorizationId: number;
  authorizationNumber: string;
  claimNumber: string;
}

/** A review item of the queue (the reviewer's own call), with its authorization number. */
export async function reviewItemOf(request: APIRequestContext, memberId: string): Promise<{ itemId: number; authorizationNumber: string }> {
  const headers = await employeeHeaders(request, 'reviewer@example.com');
  const queue = await request.get(`${apiPrefix}${endpointPath(reviewEndpoints.queue)}`, { headers, params: { search: memberId } });
  expect(queue.ok()).toBe(true);
  const [row] = ReviewQueueResponseSchema.parse(await queue.json()).rows;
  if (!row) throw new Error(`No review item of ${memberId}`);
  return { itemId: row.id, authorizationNumber: row.authorizationNumber };
}

/**
 * James Carter's pending stay, requested by another practice (apps/server/src/demo/demo-fixed-activity.ts), and one of
 * his claims there, read from the review queue as a reviewer does.
 */
export async function otherPracticeRecords(request: APIRequestContext): Promise<OtherPractice> {
  const headers = await employeeHeaders(request, 'reviewer@example.com');
  const { itemId, authorizationNumber } = await reviewItemOf(request, demoMembers.otherProvidersOnly.memberId);
  const item = await request.get(`${apiPrefix}${endpointPath(reviewEndpoints.item, { id: itemId })}`, { headers });
  expect(item.ok()).toBe(true);
  const detail = ReviewItemDetailSchema.parse(await item.json());
  const [claim] = detail.recentClaims;
  if (!claim) throw new Error('James Carter has no claim on file');
  return { authorizationId: detail.authorization.id, authorizationNumber, claimNumber: claim.claimNumber };
}

/**
 * A patient the signed-in provider's account may not see (neither found by a search nor cared for by its providers),
 * as the server answers the account itself: the first demo member past the fixed ones that answers 404, counting up
 * the plan's keys as a guesser would. Journeys that search the fixed members give the account access to them.
 */
export async function patientOutOfReach(request: APIRequestContext, page: Page): Promise<number> {
  const provider = (await storedUser(page)) as CurrentUser;
  const headers = authenticationHeaders(provider, (await fetchSettings(request)).appId);
  const firstGeneratedKey = 1_000_001 + Object.keys(demoMembers).length + 20;
  for (let qhid = firstGeneratedKey; qhid < firstGeneratedKey + 200; qhid++) {
    const answer = await request.get(`${apiPrefix}${endpointPath(memberEndpoints.member, { qhid })}`, { headers });
    if (answer.status() === 404) return qhid;
    expect(answer.status()).toBe(200);
  }
  throw new Error('Every demo member counted is within the account’s reach');
}
