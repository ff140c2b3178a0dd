import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { memberAreaMessages, memberSearchLimits } from '@portal/contracts';
import type { MemberSearchArea } from '@portal/contracts';
import { MaskedDateInput } from './masked-date-input';
import type { MemberSearchCriteria } from './selected-member';
import type { MemberSearchFormState } from './use-member-search-form';

const text = memberAreaMessages.memberSearch;

interface MemberSearchFormProps {
  area: MemberSearchArea;
  state: MemberSearchFormState;
  isSearching: boolean;
  onSearch: (criteria: MemberSearchCriteria) => void;
  onReset: () => void;
  /**
   * The field focused when the form appears: the first name when it comes back after New Search, so keyboard users
   * continue in it; the date of birth when a link filled the member id, as it is the one field left to type.
   */
  fieldFocusedOnMount: 'firstname' | 'dob' | null;
}

/** Patient search (spec 2 §2.5, §5): Search is enabled only while something was entered and every field is valid. */
export function MemberSearchForm({ area, state, isSearching, onSearch, onReset, fieldFocusedOnMount }: MemberSearchFormProps) {
  const { form, isSearchEnabled } = state;
  return (
    <form noValidate role="search" aria-label={text.formLabel} onSubmit={form.onSubmit(onSearch)}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <TextInput
          label={text.firstName}
          maxLength={memberSearchLimits.nameMaxLength}
          autoComplete="off"
          autoFocus={fieldFocusedOnMount === 'firstname'}
          {...form.getInputProps('firstname')}
        />
        <TextInput label={text.middleInitial} maxLength={memberSearchLimits.middleInitialMaxLength} autoComplete="off" {...form.getInputProps('middlename')} />
        <TextInput label={text.lastName} maxLength={memberSearchLimits.nameMaxLength} autoComplete="off" {...form.getInputProps('lastname')} />
        <MaskedDateInput label={text.dob} required autoFocus={fieldFocusedOnMount === 'dob'} {...form.getInputProps('dob')} />
        <TextInput
          label={text.memberId}
          required
          maxLength={memberSearchLimits.memberIdMaxLength[area]}
          autoComplete="off"
          {...form.getInputProps('memberid')}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="button" variant="default" onClick={onReset} disabled={isSearching}>
          {text.reset}
        </Button>
        <Button type="submit" disabled={!isSearchEnabled} loading={isSearching}>
          {text.search}
        </Button>
      </Group>
    </form>
  );
}
