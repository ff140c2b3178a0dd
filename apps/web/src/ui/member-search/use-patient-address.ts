import { patientParam } from '@portal/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http-client';
import { useCurrentUser } from '../../session/use-current-user';
import { loadMemberOfAuthorization } from './find-member';
import { memberOfRouterState, type SelectedMember } from './selected-member';

/** The patient an address names: their qhid, null when it names none, 'invalid' when the parameter is no qhid. */
export function patientOfParam(value: string | null): number | 'invalid' | null {
  if (value === null || value === '') return null;
  if (!/^\d{1,10}$/.test(value)) return 'invalid';
  const qhid = Number(value);
  return qhid > 0 && qhid <= 2_147_483_647 ? qhid : 'invalid';
}

/**
 * A patient loaded by their address: the server's member access rule answers (a patient the account neither found
 * nor cares for is 404, like one that does not exist). Keyed by the session too, so a patient loaded in one session
 * is never shown from memory in the next.
 */
export function patientQueryOptions(qhid: number, session: string) {
  return queryOptions({ queryKey: ['patient', session, qhid], queryFn: () => loadMemberOfAuthorization(qhid), staleTime: 5 * 60_000 });
}

export const isNotFoundError = (error: unknown) => error instanceof ApiError && error.status === 404;

export interface PatientAddress {
  /** The patient the address names (null: none; 'invalid': a parameter that names nobody). */
  named: number | 'invalid' | null;
  /** The patient shown: handed over, chosen by a search, or loaded from the address. */
  member: SelectedMember | null;
  isLoading: boolean;
  /** The address names a patient the account may not see, or nobody: the page says so, with the search. */
  isNotFound: boolean;
  isError: boolean;
  /** Changes when the address names another patient than the search shows (Back, Forward, a link): remount it. */
  searchKey: number;
  /** The search's choice: a patient found gets their address (a history entry); a cleared search the page's own. */
  choose: (member: SelectedMember | null) => void;
}

/**
 * The chosen patient of a page kept in its address (`?patient=<qhid>`, issue 34 §1): a search that finds a patient
 * pushes their address, New Search pushes the page's, and opening an address loads the patient from the server. Nothing
 * of the member's identity goes into the URL or the history: only the internal key.
 */
export function usePatientAddress(addressOf: (qhid: number) => string, pagePath: string): PatientAddress {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useCurrentUser()?.token ?? '';
  const named = patientOfParam(searchParams.get(patientParam));
  const qhid = typeof named === 'number' ? named : null;
  const handedOver = memberOfRouterState(location.state);
  const handedMember = handedOver && handedOver.qhid === qhid ? handedOver : null;
  const loaded = useQuery({ ...patientQueryOptions(qhid ?? 0, session), enabled: qhid !== null && handedMember === null, retry: false });

  // A patient handed over is remembered like one loaded: the records opened from here find them without a new read.
  useEffect(() => {
    if (handedMember) queryClient.setQueryData(patientQueryOptions(handedMember.qhid, session).queryKey, handedMember);
  }, [handedMember, queryClient, session]);

  // The search remounts only when the address changes by other means than its own choice (Back, Forward, a link).
  const [shown, setShown] = useState({ qhid, key: 0 });
  const [chosen, setChosen] = useState<{ qhid: number | null } | null>(null);
  if (shown.qhid !== qhid) {
    const isOwnChoice = chosen !== null && chosen.qhid === qhid;
    setShown({ qhid, key: isOwnChoice ? shown.key : shown.key + 1 });
    setChosen(null);
  }

  const choose = useCallback(
    (member: SelectedMember | null) => {
      const next = member?.qhid ?? null;
      if (member) queryClient.setQueryData(patientQueryOptions(member.qhid, session).queryKey, member);
      if (next === qhid) return;
      setChosen({ qhid: next });
      // A patient that could not be opened leaves no entry of its own: the search replaces it.
      void navigate(next === null ? pagePath : addressOf(next), { replace: named !== null && !member && loaded.isError });
    },
    [addressOf, pagePath, navigate, queryClient, session, qhid, named, loaded.isError],
  );

  const member = qhid === null ? null : (handedMember ?? loaded.data ?? null);
  const isNotFound = named === 'invalid' || (loaded.isError && isNotFoundError(loaded.error));
  return {
    named,
    member,
    isLoading: qhid !== null && member === null && loaded.isPending,
    isNotFound,
    isError: loaded.isError && !isNotFound,
    searchKey: shown.key,
    choose,
  };
}
