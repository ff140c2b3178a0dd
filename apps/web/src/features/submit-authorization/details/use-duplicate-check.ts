import { duplicatesOf, type RecentAuthorization } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { recentAuthorizationsQueryOptions } from '../../../api/duplicate-check-api';

/** The duplicateCheck event (spec 3 §2): the modal was closed after showing these duplicates of the code. */
export interface DuplicateCheckEvent {
  primaryCptCode: string;
  duplicates: RecentAuthorization[];
}

const normalised = (code: string) => code.trim().toUpperCase();

/**
 * The duplicate check of the details step (spec 3 §2, §4), keyed by the member: when the primary CPT code changes
 * to one of a recent authorization, the modal opens, once for that code. The code the step opened with counts as
 * seen, so coming back from Review does not ask again (the banner still shows). It decides on a settled answer:
 * the list is fetched again each time the step opens, and may just have gained the user's own submission.
 */
export function useDuplicateCheck(options: {
  qhid: number;
  primaryCptCode: string;
  isEnabled: boolean;
  onDuplicateCheck?: (event: DuplicateCheckEvent) => void;
}) {
  const { qhid, primaryCptCode, isEnabled, onDuplicateCheck } = options;
  const recent = useQuery({ ...recentAuthorizationsQueryOptions(qhid), enabled: isEnabled });
  const code = normalised(primaryCptCode);
  const duplicates = isEnabled ? duplicatesOf(code, recent.data ?? []) : [];
  const [seenCodes, setSeenCodes] = useState<ReadonlySet<string>>(() => new Set([code]));
  const [isReopened, setIsReopened] = useState(false);
  const isSettled = recent.isSuccess && !recent.isFetching;
  const isOpenForNewCode = isSettled && duplicates.length > 0 && !seenCodes.has(code);

  return {
    duplicates,
    isLoading: recent.isPending && isEnabled,
    isModalOpen: isReopened || isOpenForNewCode,
    /** "View Duplicate": shows the modal again. */
    openModal: () => setIsReopened(true),
    closeModal: () => {
      setSeenCodes((seen) => new Set(seen).add(code));
      setIsReopened(false);
      onDuplicateCheck?.({ primaryCptCode: code, duplicates });
    },
  };
}
