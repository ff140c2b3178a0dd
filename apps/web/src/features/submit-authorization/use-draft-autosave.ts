import { type AuthorizationDraft, type AuthorizationDraftBody, type DraftStep, draftSteps } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteDraft, saveDraft } from '../../api/authorization-drafts-api';
import type { WizardState } from './wizard-state';

/** How long typing may pause before the draft is saved. */
const debounceMs = 1_500;

export type DraftSaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed' };

/** What a save sends, or null while there is no request to keep (no type chosen, submitted, or being submitted). */
function bodyOf(qhid: number, state: WizardState, answers: AuthorizationDraft): AuthorizationDraftBody | null {
  const isKept = state.requestType !== null && state.response === null && state.pending !== 'submission';
  if (!isKept || !state.requestType || !(draftSteps as readonly string[]).includes(state.step)) return null;
  return {
    qhid,
    authorizationWorkflowId: state.requestType.authorizationWorkflowId,
    step: state.step as DraftStep,
    hasQuestionnaire: state.hasQuestionnaire,
    isMriRelated: state.isMriRelated,
    answers,
  };
}

/**
 * Keeps the request as a draft of the practice on the server (issue 34 §4): on each step at once, and when typing
 * pauses. Saves run one after another (the first creates the draft, the next save over it) and an unchanged request
 * is not sent again. A failed save is shown and retried with the next change; the answers stay in the form.
 */
export function useDraftAutosave(options: { qhid: number; state: WizardState; answers: AuthorizationDraft; initialDraftId: number | null }) {
  const { qhid, state, answers, initialDraftId } = options;
  const [status, setStatus] = useState<DraftSaveStatus>({ kind: 'idle' });
  const body = bodyOf(qhid, state, answers);
  const isKept = body !== null;
  const draftId = useRef<number | null>(initialDraftId);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef<AuthorizationDraftBody | null>(body);
  // A resumed draft is not sent again until something changes.
  const lastSent = useRef<string>(initialDraftId === null ? '' : JSON.stringify(body));
  useEffect(() => {
    latest.current = body;
  });

  const save = useCallback(() => {
    queue.current = queue.current.then(async () => {
      // Read when the save runs: a submission begun meanwhile keeps the draft for the submission to delete.
      const sending = latest.current;
      if (!sending) return;
      const sent = JSON.stringify(sending);
      if (sent === lastSent.current) return;
      setStatus({ kind: 'saving' });
      try {
        const saved = await saveDraft(draftId.current, sending);
        draftId.current = saved.id;
        lastSent.current = sent;
        setStatus({ kind: 'saved', at: saved.updatedAt });
      } catch {
        setStatus({ kind: 'failed' });
      }
    });
  }, []);

  // When typing pauses.
  useEffect(() => {
    if (!isKept) return undefined;
    const timer = setTimeout(save, debounceMs);
    return () => clearTimeout(timer);
  }, [answers, isKept, save]);
  // At once on each step.
  useEffect(() => {
    if (isKept) save();
  }, [state.step, isKept, save]);
  // Leaving the wizard (the menu, a link) within the pause loses nothing: what changed since the last save goes at once.
  useEffect(() => save, [save]);

  const currentId = useCallback(() => draftId.current, []);
  const discard = useCallback(() => {
    const id = draftId.current;
    draftId.current = null;
    // Nothing of the dropped request is saved again, even by a leave before the form is reset.
    latest.current = null;
    lastSent.current = '';
    setStatus({ kind: 'idle' });
    queue.current = queue.current.then(() =>
      id === null
        ? undefined
        : deleteDraft(id).then(
            () => undefined,
            () => undefined,
          ),
    );
  }, []);

  return {
    status,
    /** The draft the request is kept in, for the submission to delete with it. */
    currentId,
    /** Cancel asked and answered Yes: the request is dropped, and its draft with it. */
    discard,
  };
}
