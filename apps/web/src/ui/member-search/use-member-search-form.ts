import { dobError, memberAreaMessages, memberSearchLimits, todayIso } from '@portal/contracts';
import type { MemberSearchArea } from '@portal/contracts';
import { useForm } from '@mantine/form';
import { emptyMemberSearchCriteria, type MemberSearchCriteria } from './selected-member';

const text = memberAreaMessages.memberSearch;

const maxLength = (max: number) => (value: string) => (value.trim().length > max ? text.tooLong(max) : null);

/** The rules of spec 2 §5 for one area (its member id limit and date-of-birth wording). */
export function memberSearchRules(area: MemberSearchArea) {
  const memberIdMax = memberSearchLimits.memberIdMaxLength[area];
  return {
    firstname: maxLength(memberSearchLimits.nameMaxLength),
    middlename: maxLength(memberSearchLimits.middleInitialMaxLength),
    lastname: maxLength(memberSearchLimits.nameMaxLength),
    dob: (value: string) => dobError(value, todayIso(), area),
    memberid: (value: string) => (value.trim() === '' ? text.required : maxLength(memberIdMax)(value)),
  };
}

/** The form's first values: empty, or with a member id handed over by a link, kept within the area's limit as typing would be. */
function initialCriteria(area: MemberSearchArea, initialMemberId: string): MemberSearchCriteria {
  const memberid = initialMemberId.trim().slice(0, memberSearchLimits.memberIdMaxLength[area]);
  return { ...emptyMemberSearchCriteria, memberid };
}

/**
 * The member search form: errors show once focus leaves a field (spec 2 §5) and clear as it is edited. Clear empties
 * every field, the handed-over member id too.
 */
export function useMemberSearchForm(area: MemberSearchArea, initialMemberId = '') {
  const form = useForm<MemberSearchCriteria>({
    initialValues: initialCriteria(area, initialMemberId),
    validate: memberSearchRules(area),
    validateInputOnBlur: true,
  });
  const hasEntries = Object.values(form.values).some((value) => value !== '');
  return {
    form,
    isSearchEnabled: hasEntries && form.isValid(),
    clear: () => {
      form.setValues(emptyMemberSearchCriteria);
      form.clearErrors();
      form.resetTouched();
    },
  };
}

export type MemberSearchFormState = ReturnType<typeof useMemberSearchForm>;
