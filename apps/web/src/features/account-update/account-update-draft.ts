import { useSyncExternalStore } from 'react';
import { flowStorageKeys } from '../../session/flow-storage';

export const accountUpdateStepCount = 4;

/** What the four client-side steps collect before step 4 sends it all to /api/account/update/. */
export interface AccountUpdateDraft {
  /** Whose update this is: a draft of another account (an earlier sign-in in this tab) is never shown. */
  accountId: number | null;
  /** The furthest step the user may open: 1 to 4. */
  reachedStep: number;
  password: string;
  mobile: string;
  mobileConfirm: string;
  skipMobile: boolean;
  questions: (number | null)[];
  answers: string[];
  isChanging: boolean[];
  /** A refusal of the final save, shown on the step of its field. */
  serverError: { step: number; message: string } | null;
}

/** Stored in sessionStorage: progress and choices, never the password or the answers. */
type StoredDraft = Pick<AccountUpdateDraft, 'accountId' | 'reachedStep' | 'mobile' | 'mobileConfirm' | 'skipMobile' | 'questions'>;

export const emptyDraft = (accountId: number | null = null): AccountUpdateDraft => ({
  accountId,
  reachedStep: 1,
  password: '',
  mobile: '',
  mobileConfirm: '',
  skipMobile: false,
  questions: [],
  answers: ['', '', ''],
  isChanging: [false, false, false],
  serverError: null,
});

function readStored(): AccountUpdateDraft {
  try {
    const raw = sessionStorage.getItem(flowStorageKeys.accountUpdate);
    const stored = raw ? (JSON.parse(raw) as Partial<StoredDraft>) : {};
    // Without the password (kept in memory only) a reloaded flow starts again at step 1.
    return { ...emptyDraft(), ...stored, reachedStep: 1 };
  } catch {
    return emptyDraft();
  }
}

let draft: AccountUpdateDraft | null = null;
const listeners = new Set<() => void>();

export function getAccountUpdateDraft(): AccountUpdateDraft {
  draft ??= readStored();
  return draft;
}

export function updateAccountUpdateDraft(changes: Partial<AccountUpdateDraft>): void {
  draft = { ...getAccountUpdateDraft(), ...changes };
  const { accountId, reachedStep, mobile, mobileConfirm, skipMobile, questions } = draft;
  const stored: StoredDraft = { accountId, reachedStep, mobile, mobileConfirm, skipMobile, questions };
  try {
    sessionStorage.setItem(flowStorageKeys.accountUpdate, JSON.stringify(stored));
  } catch {
    // Storage unavailable: the draft still lives in memory for this page.
  }
  for (const listener of listeners) listener();
}

/** Forgets the flow once it is finished (Login resets its storage key too). */
export function clearAccountUpdateDraft(accountId: number | null = null): void {
  draft = emptyDraft(accountId);
  try {
    sessionStorage.removeItem(flowStorageKeys.accountUpdate);
  } catch {
    // Nothing was kept either.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccountUpdateDraft(): AccountUpdateDraft {
  return useSyncExternalStore(subscribe, getAccountUpdateDraft, getAccountUpdateDraft);
}
