import { Alert, Stack } from '@mantine/core';
import type { MemberSearchArea } from '@portal/contracts';
import { useCallback, useImperativeHandle, type Ref } from 'react';
import { MemberResultCard } from './member-result-card';
import { MemberSearchForm } from './member-search-form';
import type { SelectedMember } from './selected-member';
import { useMemberSearch } from './use-member-search';
import { useMemberSearchForm } from './use-member-search-form';

export type { MemberHandoff, SelectedMember, SubmitAuthorizationHandoff } from './selected-member';

/** What a page may ask of the search. */
export interface MemberSearchHandle {
  /** A new patient: the empty form. */
  newSearch: () => void;
  /** Back to the form with the search as it was typed, to run it again (a failed load of the member's data). */
  searchAgain: () => void;
}

interface MemberSearchProps {
  area: MemberSearchArea;
  /** Called with the member found, and with null whenever the result is cleared (search again, New Search). */
  onMemberChange: (member: SelectedMember | null) => void;
  /** A member handed over by another page: shown at once; New Search starts from an empty form. */
  initialMember?: SelectedMember | null;
  /**
   * A member id handed over by a link: the form starts with it and the date of birth focused; nothing is searched
   * until the user searches (a member id alone finds no one). A handed-over member comes first (New Search after it starts empty).
   */
  initialMemberId?: string;
  /**
   * Asked before New Search leaves the patient (a page with work in progress asks the user first); calls
   * `proceed` when the search may go on. Without it New Search goes on at once.
   */
  onNewSearchRequest?: (proceed: () => void) => void;
  ref?: Ref<MemberSearchHandle>;
}

/**
 * The patient search shared by every area that looks a patient up (benefits, claims, manage and submit
 * authorizations): the form, the no-match messages, and the result card with New Search.
 */
export function MemberSearch({ area, onMemberChange, initialMember = null, initialMemberId = '', onNewSearchRequest, ref }: MemberSearchProps) {
  const formState = useMemberSearchForm(area, initialMemberId);
  const search = useMemberSearch({ area, initialMember, onMemberChange });
  const { clear } = formState;
  const { newSearch: showForm } = search;
  // A new search starts from an empty form: nothing of the previous patient (member id, date of birth) stays on screen.
  const startNewSearch = useCallback(() => {
    clear();
    showForm();
  }, [clear, showForm]);
  useImperativeHandle(ref, () => ({ newSearch: startNewSearch, searchAgain: showForm }), [startNewSearch, showForm]);

  if (search.member) {
    const newSearch = onNewSearchRequest ? () => onNewSearchRequest(startNewSearch) : startNewSearch;
    return <MemberResultCard member={search.member} onNewSearch={newSearch} isFocusedOnMount={search.hasSearched} />;
  }
  return (
    <Stack gap="sm">
      <MemberSearchForm
        area={area}
        state={formState}
        isSearching={search.isSearching}
        onSearch={search.search}
        onReset={() => {
          formState.clear();
          search.clearOutcome();
        }}
        fieldFocusedOnMount={search.hasSearched ? 'firstname' : initialMemberId.trim() !== '' ? 'dob' : null}
      />
      {search.outcomeMessage && (
        <Alert color="yellow" role="alert">
          {search.outcomeMessage}
        </Alert>
      )}
    </Stack>
  );
}
