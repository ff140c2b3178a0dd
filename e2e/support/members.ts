import { expect, type Page } from '@playwright/test';
import { memberAreaMessages } from './contracts.js';

/** A demo member as a user searches for them: the id on the card and the date of birth as typed (MM/DD/YYYY). */
export interface SearchedMember {
  memberId: string;
  dob: string;
  fullName: string;
}

/**
 * Fixed members of the deterministic demo data (apps/server/src/demo/demo-member-list.ts; the README's table of
 * demo members). Every demo data set starts with them, whatever its size.
 */
export const demoMembers = {
  /** Covered adult with claims and authorizations at provider@example.com's providers. */
  covered: { memberId: 'M100000001', dob: '04/12/1985', fullName: 'Maria Lopez' },
  /** Covered, but every claim is at providers provider@example.com is not associated with. */
  otherProvidersOnly: { memberId: 'M100000002', dob: '09/30/1978', fullName: 'James Carter' },
  /** Covered, in a secure group (3100): no coverage details and no authorization online. */
  secureGroup: { memberId: 'M100000003', dob: '02/14/1990', fullName: 'Aiko Tanaka' },
  /** No active coverage: it ended on 12/31/2022. */
  noCoverage: { memberId: 'M100000004', dob: '07/04/1969', fullName: 'Robert Nguyen' },
  /** Covered adult woman in a group on the maternity workflow list (automation), no pregnancy on file. */
  maternity: { memberId: 'M100000013', dob: '06/18/1994', fullName: 'Sofia Alvarez' },
  /** Like her, with a pregnancy on file: a Future OB admission due in about 120 days, its screening answered. */
  existingPregnancy: { memberId: 'M100000014', dob: '01/22/1991', fullName: 'Hannah Morgan' },
  /** Covered, group 2964 (no automation for standard requests); authorizations at provider@example.com's providers. */
  infoBoxGroup: { memberId: 'M100000007', dob: '05/05/1988', fullName: 'Grace Patel' },
} as const satisfies Record<string, SearchedMember>;

const text = memberAreaMessages.memberSearch;

/** The shared patient search form (apps/web/src/ui/member-search), found by its labels. */
export function memberSearchForm(page: Page) {
  const form = page.getByRole('search', { name: text.formLabel });
  return {
    form,
    firstName: form.getByRole('textbox', { name: text.firstName, exact: true }),
    dob: form.getByRole('textbox', { name: text.dob }),
    memberId: form.getByRole('textbox', { name: text.memberId }),
    search: form.getByRole('button', { name: text.search, exact: true }),
  };
}

/** The card of the patient found: its heading names the patient. */
export function memberResultCard(page: Page, member: SearchedMember) {
  return page.getByRole('region', { name: `${text.resultTitle}: ${member.fullName}` });
}

/**
 * Types the member id (lower-case, as people do: the card shows it upper-cased) and the date of birth digits (the
 * mask adds the slashes), searches, and waits for the patient's card.
 */
export async function searchMember(page: Page, member: SearchedMember): Promise<void> {
  const form = memberSearchForm(page);
  await form.dob.pressSequentially(member.dob.replaceAll('/', ''));
  await expect(form.dob).toHaveValue(member.dob);
  await form.memberId.fill(member.memberId.toLowerCase());
  await form.search.click();
  await expect(memberResultCard(page, member)).toBeVisible();
}
