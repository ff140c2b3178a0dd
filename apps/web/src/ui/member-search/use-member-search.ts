import type { MemberSearchArea } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { formErrorMessage } from '../../api/form-error-message';
import { showErrorToast } from '../toasts';
import { findMember } from './find-member';
import type { MemberSearchCriteria, SelectedMember } from './selected-member';

interface MemberSearchOptions {
  area: MemberSearchArea;
  initialMember: SelectedMember | null;
  onMemberChange: (member: SelectedMember | null) => void;
}

/**
 * The search state: the member found, or the message of a search that found none. Every search starts by clearing
 * the previous result (spec 2 §4: searching again resets the prior result); a failed search keeps the form and
 * shows the generic error toast, or, when the server said why (too many look-ups that matched nobody), its words
 * where a search's outcome shows.
 */
export function useMemberSearch({ area, initialMember, onMemberChange }: MemberSearchOptions) {
  const [member, setMember] = useState<SelectedMember | null>(initialMember);
  const [outcomeMessage, setOutcomeMessage] = useState<string | null>(null);
  const [hasSearched, setHasSearched] = useState(false);

  const mutation = useMutation({
    mutationFn: (criteria: MemberSearchCriteria) => findMember(area, criteria),
    onMutate: () => {
      setOutcomeMessage(null);
      setMember(null);
      onMemberChange(null);
    },
    onSuccess: (outcome) => {
      setHasSearched(true);
      if ('message' in outcome) {
        setOutcomeMessage(outcome.message);
        return;
      }
      setMember(outcome.member);
      onMemberChange(outcome.member);
    },
    onError: (error) => {
      const message = formErrorMessage(error);
      if (!message) return showErrorToast();
      setHasSearched(true);
      setOutcomeMessage(message);
    },
  });

  const newSearch = useCallback(() => {
    setMember(null);
    setOutcomeMessage(null);
    setHasSearched(true);
    onMemberChange(null);
  }, [onMemberChange]);

  return {
    member,
    outcomeMessage,
    /** True once the user searched or started a new search here (not for a handed-over member). */
    hasSearched,
    isSearching: mutation.isPending,
    search: mutation.mutate,
    newSearch,
    clearOutcome: () => setOutcomeMessage(null),
  };
}
