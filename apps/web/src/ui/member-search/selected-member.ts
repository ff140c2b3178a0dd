import type { MemberNetwork, MemberRecord } from '@portal/contracts';

/** The member search form's fields, with the wire names of member/search/ (spec 2 §3 Member search form). */
export interface MemberSearchCriteria {
  firstname: string;
  middlename: string;
  lastname: string;
  /** MM/DD/YYYY as typed. */
  dob: string;
  memberid: string;
}

export const emptyMemberSearchCriteria: MemberSearchCriteria = { firstname: '', middlename: '', lastname: '', dob: '', memberid: '' };

/** A member found by the member search: the member record, its networks and group message, and the search that found it. */
export interface SelectedMember extends MemberRecord {
  networks: MemberNetwork[];
  /** The group-wide message (HTML), '' when the group has none. */
  groupMessage: string;
  /** Repeated by checks that need the search again (auth/member/search/ with a start date). */
  criteria: MemberSearchCriteria;
}

/** Router state of pages opened with a member already chosen (Manage Authorizations, View Claims). */
export interface MemberHandoff {
  member: SelectedMember;
}

/** Router state of /submit-authorizations opened from the benefits lookup. */
export interface SubmitAuthorizationHandoff extends MemberHandoff {
  /** MM/DD/YYYY, checked for coverage before the hand-off. */
  expectedServiceDate: string;
}

function isSelectedMember(value: unknown): value is SelectedMember {
  if (!value || typeof value !== 'object') return false;
  const member = value as Partial<SelectedMember>;
  return (
    typeof member.qhid === 'number' &&
    typeof member.memberId === 'string' &&
    Array.isArray(member.networks) &&
    typeof member.criteria === 'object' &&
    member.criteria !== null
  );
}

/** The member handed over in router state (`location.state`), or null when the page was opened without one. */
export function memberOfRouterState(state: unknown): SelectedMember | null {
  const member = state && typeof state === 'object' ? (state as Partial<MemberHandoff>).member : undefined;
  return isSelectedMember(member) ? member : null;
}

/** The full name as the result card shows it: first, middle initial, last. */
export function memberFullName(member: Pick<MemberRecord, 'firstName' | 'middleInitial' | 'lastName'>): string {
  return [member.firstName, member.middleInitial, member.lastName].filter((part) => part.trim() !== '').join(' ');
}
