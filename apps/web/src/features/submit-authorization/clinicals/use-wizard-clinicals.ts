import {
  areClinicalsValid,
  type ClinicalsListName,
  clinicalsListNames,
  clinicalFileProblem,
  clinicalUploadLimits,
  lowestFreeFileNumber,
  type SaveAuthorizationResponse,
  todayIso,
  uploadedFileStates,
  type UploadedFileState,
  wizardClinicalFileName,
  wizardClinicalsMessages as text,
} from '@portal/contracts';
import { useRef, useState } from 'react';
import { deleteDocument, putFile, requestUploadLocation, saveClinicals } from '../../../api/authorizations-api';
import type { SelectedMember } from '../../../ui/member-search/selected-member';

/** An uploaded file (spec 3 §3): key is the document key once a location was given. */
export interface UploadedFile {
  id: string;
  key: string | null;
  name: string;
  size: number;
  number: number;
  formattedName: string;
  state: UploadedFileState;
  loaded: number;
  total: number;
  error: string | null;
}

/** Where a list's files go: staged for the member until the request is submitted, then an authorization (authId: its id, when the save gave one). */
export interface ClinicalsTarget {
  qhid: number;
  authorizationId: string | null;
  authId?: number;
}

type Lists = Record<ClinicalsListName, UploadedFile[]>;
const emptyLists = (): Lists => ({ main: [], linked: [], baby: [] });
const isInProgress = (file: UploadedFile) => file.error === null && file.state !== uploadedFileStates.complete;

/** Reads the file's bytes with progress (the "reading" state): a file that vanished or cannot be read fails here. */
function readFile(file: File, onProgress: (loaded: number) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => onProgress(event.loaded);
    reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('Nothing read')));
    reader.onerror = () => reject(reader.error ?? new Error('Read failed'));
    reader.onabort = () => reject(new Error('Read aborted'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The clinical files of a request in the wizard (spec 3 §4 Files): each file goes queued → reading →
 * addingMetadata (an upload location is asked for) → uploading → complete, one at a time, with progress; a failure
 * sets the file's error. Before the submission files are staged for the member; saveTo makes them documents of
 * the authorizations. Files that were uploaded but not saved are deleted by discard (Reset).
 */
export function useWizardClinicals(member: SelectedMember, trackingKey: string) {
  const [lists, setLists] = useState<Lists>(emptyLists);
  const [optOut, setOptOut] = useState(false);
  const [dropError, setDropError] = useState<string | null>(null);
  const [targets, setTargets] = useState<Record<ClinicalsListName, ClinicalsTarget | null>>({
    main: { qhid: member.qhid, authorizationId: null },
    linked: null,
    baby: null,
  });
  // The upload queue, and the files removed while waiting in it.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const removed = useRef(new Set<string>());
  // The newest lists for the async steps, which outlive the render that started them: every change goes through
  // changeLists, so that the ref never lags behind a change not rendered yet (a save followed at once by targetSaved).
  const current = useRef(lists);
  const changeLists = (change: (before: Lists) => Lists) => {
    current.current = change(current.current);
    setLists(current.current);
  };

  const update = (list: ClinicalsListName, id: string, changes: Partial<UploadedFile>) =>
    changeLists((before) => ({ ...before, [list]: before[list].map((file) => (file.id === id ? { ...file, ...changes } : file)) }));
  const drop = (list: ClinicalsListName, id: string) => changeLists((before) => ({ ...before, [list]: before[list].filter((file) => file.id !== id) }));

  async function upload(list: ClinicalsListName, target: ClinicalsTarget, entry: UploadedFile, file: File) {
    if (removed.current.has(entry.id)) return;
    try {
      update(list, entry.id, { state: uploadedFileStates.reading });
      const bytes = await readFile(file, (loaded) => update(list, entry.id, { loaded }));
      if (removed.current.has(entry.id)) return;
      update(list, entry.id, { state: uploadedFileStates.addingMetadata, loaded: 0 });
      const location = await requestUploadLocation({
        qhid: target.qhid,
        groupId: member.groupId,
        fileName: entry.formattedName,
        ...(target.authorizationId ? { authorizationId: target.authorizationId } : {}),
        fileSize: entry.size,
      });
      if (!location.documentPutUrl) throw new Error('No upload location');
      update(list, entry.id, { state: uploadedFileStates.uploading, key: location.documentKey });
      await putFile(location.documentPutUrl, location.documentPutHeaders, new Blob([bytes]), (percent) =>
        update(list, entry.id, { loaded: Math.round((percent / 100) * entry.size) }),
      );
      if (removed.current.has(entry.id)) {
        await deleteDocument(target.qhid, location.documentKey).catch(() => undefined);
        return;
      }
      update(list, entry.id, { state: uploadedFileStates.complete, loaded: entry.size });
    } catch {
      update(list, entry.id, { error: text.loadFailed });
    }
  }

  /** Adds chosen files to a list: at most 10 at a time; a file of the wrong type or too large stays with its error. */
  function addFiles(list: ClinicalsListName, files: readonly File[]) {
    const target = targets[list];
    if (!target || optOut || files.length === 0) return;
    if (files.length > clinicalUploadLimits.maxFiles) {
      setDropError(text.tooManyFiles(clinicalUploadLimits.maxFiles));
      return;
    }
    setDropError(null);
    const numbers = current.current[list].filter((file) => file.error === null).map((file) => file.number);
    const today = todayIso();
    const added = files.map((file): [UploadedFile, File] => {
      const problem = clinicalFileProblem(file);
      const number = problem ? 0 : lowestFreeFileNumber(numbers);
      if (!problem) numbers.push(number);
      const entry: UploadedFile = {
        id: crypto.randomUUID(),
        key: null,
        name: file.name,
        size: file.size,
        number,
        formattedName: problem ? file.name : wizardClinicalFileName(number, trackingKey, today, file.name),
        state: uploadedFileStates.queued,
        loaded: 0,
        total: file.size,
        error: problem,
      };
      return [entry, file];
    });
    changeLists((before) => ({ ...before, [list]: [...before[list], ...added.map(([entry]) => entry)] }));
    for (const [entry, file] of added) {
      if (entry.error) continue;
      queue.current = queue.current.then(() => upload(list, target, entry, file));
    }
  }

  /** Removes a file: one with an error or still waiting at once; an uploaded one is deleted first (a failure counts as done). */
  async function remove(list: ClinicalsListName, id: string) {
    const file = current.current[list].find((candidate) => candidate.id === id);
    const target = targets[list];
    if (!file || !target) return;
    removed.current.add(id);
    if (file.state === uploadedFileStates.complete && file.key && !file.error) {
      update(list, id, { state: uploadedFileStates.deleting });
      await deleteDocument(target.qhid, file.key).catch(() => undefined);
    }
    drop(list, id);
  }

  /**
   * Makes the complete files of every list documents of its authorization (after the save); answers whether all
   * were saved. Saved lists are emptied, so that a later Reset does not delete them.
   */
  async function saveTo(saved: Record<ClinicalsListName, ClinicalsTarget | null>, owner: string): Promise<boolean> {
    let isEverySaved = true;
    for (const list of clinicalsListNames) {
      const target = saved[list];
      const files = current.current[list].filter((file) => file.state === uploadedFileStates.complete && file.key && !file.error);
      if (!target?.authorizationId || files.length === 0) continue;
      try {
        await saveClinicals({
          qhid: target.qhid,
          ...(target.authId === undefined ? {} : { authId: target.authId }),
          authorizationId: target.authorizationId,
          clinicals: files.map((file) => ({ documentKey: file.key as string, fileName: file.formattedName })),
          owner,
        });
        changeLists((before) => ({ ...before, [list]: [] }));
      } catch {
        isEverySaved = false;
      }
    }
    return isEverySaved;
  }

  /** Deletes the list's uploaded files that were not saved (their staged copies are of no use). */
  function deleteUnsaved(list: ClinicalsListName) {
    const target = targets[list];
    for (const file of current.current[list]) {
      removed.current.add(file.id);
      if (file.key && target) void deleteDocument(target.qhid, file.key).catch(() => undefined);
    }
  }

  /** Deletes every uploaded file not yet saved and starts again (Reset, spec 3 §4). */
  function discard() {
    for (const list of clinicalsListNames) deleteUnsaved(list);
    changeLists(emptyLists);
    setOptOut(false);
    setDropError(null);
    setTargets({ main: { qhid: member.qhid, authorizationId: null }, linked: null, baby: null });
  }

  /** After the save: the chosen lists now go to the authorization, its linked one and the baby's (spec 3 §4). */
  function targetSaved(response: SaveAuthorizationResponse, offered: readonly ClinicalsListName[]) {
    const linked = response.linkedAuths[0];
    const saved: Record<ClinicalsListName, ClinicalsTarget | null> = {
      main: { qhid: member.qhid, authorizationId: response.authorizationId, authId: response.authId },
      linked: linked ? { qhid: member.qhid, authorizationId: linked.authIdentifier } : null,
      baby: response.babyAuthorizationIdentifier ? { qhid: response.babyQhid ?? member.qhid, authorizationId: response.babyAuthorizationIdentifier } : null,
    };
    // A list not offered any more (the request's own files that could not be attached) is let go: the user was told
    // to upload them again from Manage Authorizations.
    for (const list of clinicalsListNames) if (!offered.includes(list)) deleteUnsaved(list);
    const isOffered = (list: ClinicalsListName) => offered.includes(list);
    changeLists((before) => ({ main: isOffered('main') ? before.main : [], linked: isOffered('linked') ? before.linked : [], baby: isOffered('baby') ? before.baby : [] }));
    setTargets({ main: isOffered('main') ? saved.main : null, linked: isOffered('linked') ? saved.linked : null, baby: isOffered('baby') ? saved.baby : null });
  }

  const allFiles = clinicalsListNames.flatMap((list) => lists[list]);
  return {
    lists,
    targets,
    optOut,
    hasFiles: allFiles.length > 0,
    /** The opt-out switch is disabled while any file exists (spec 3 §4). */
    canOptOut: allFiles.length === 0,
    setOptOut: (value: boolean) => allFiles.length === 0 && setOptOut(value),
    dropError,
    isValid: areClinicalsValid(optOut, allFiles),
    isBusy: allFiles.some(isInProgress),
    hasErrors: allFiles.some((file) => file.error !== null),
    addFiles,
    remove,
    saveTo,
    discard,
    targetSaved,
  };
}

export type WizardClinicals = ReturnType<typeof useWizardClinicals>;
