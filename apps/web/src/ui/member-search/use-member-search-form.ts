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

/** The member search form: errors show once focus leaves a field (spec 2 §5) and clear as it is edited. */
export function useMemberSearchForm(area: MemberSearchArea) {
  const form = useForm<MemberSearchCriteria>({ initialValues: emptyMemberSearchCriteria, validate: memberSearchRules(area), validateInputOnBlur: true });
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
