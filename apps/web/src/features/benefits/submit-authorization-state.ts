import { memberSearchActions, memberSearchOutcomeMessage, messages } from '@portal/contracts';
import { searchMemberForAuthorization } from '../../api/benefits-api';
import type { SelectedMember } from '../../ui/member-search/selected-member';

/** Where Submit Authorization of the benefits lookup leads once the start date was checked (spec 2 §2.2). */
export type StartDateOutcome =
  { kind: 'secureGroup'; phoneNumber: string } | { kind: 'noCoverage'; phoneNumber: string } | { kind: 'notFound'; message: string } | { kind: 'covered' };

/**
 * POST auth/member/search/ with the search that found the member and the expected start date. A secure group wins
 * over coverage: no authorization may be created for its members whatever the coverage. The group's Care
 * Coordinator number falls back to the portal's help line when the group has none.
 */
export async function checkStartDate(member: SelectedMember, expectedServiceDate: string, helpPhone: string): Promise<StartDateOutcome> {
  const answer = await searchMemberForAuthorization({ action: memberSearchActions.submit, ...member.criteria, expectedServiceDate });
  const phoneNumber = answer.phoneNumber || helpPhone;
  if (answer.qhid <= 0) return { kind: 'notFound', message: memberSearchOutcomeMessage(answer.qhid) ?? messages.generic.unexpectedError };
  if (answer.isSecureGroup) return { kind: 'secureGroup', phoneNumber };
  if (!answer.hasCoverage) return { kind: 'noCoverage', phoneNumber };
  return { kind: 'covered' };
}
