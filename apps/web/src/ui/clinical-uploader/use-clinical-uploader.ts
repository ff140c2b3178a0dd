import { uploadedFileStates, wizardClinicalsMessages } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { deleteDocument, putFile, requestUploadLocation, saveClinicals } from '../../api/authorizations-api';
import { type ClinicalFileNamer, isCompleteFile, type RefusedFiles, takeChosenFiles, type UploadedFile } from './clinical-file-choice';

/** Where a list's files go: an authorization by its number (and id, when known), or, with none, staged for the member. */
export interface ClinicalUploadTarget {
  qhid: number;
  authorizationId: string | null;
  authId?: number;
}

export interface ClinicalUploaderOptions {
  groupId: string;
  /** Where the files go; null while the list takes none. */
  target: ClinicalUploadTarget | null;
  /** When the bytes go up: as soon as a file is chosen (the wizard), or when upload() is called (Manage Authorizations' Upload). */
  uploadsWhen: 'chosen' | 'asked';
  refusedFiles: RefusedFiles;
  /** The name a file is uploaded and listed under; by default its own (the server names it when it is saved). */
  fileName?: ClinicalFileNamer;
  /** No file is taken: the user faxes the clinicals instead, or an upload is under way. */
  isDisabled?: boolean;
}

const isInProgress = (file: UploadedFile) => file.error === null && file.state !== uploadedFileStates.complete;
const ignore = () => undefined;

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
 * One list of clinical files (spec 3 §4 Files, spec 2 §2.7): each file goes queued → reading → addingMetadata (an
 * upload location is asked for) → uploading (PUT with progress) → complete, one at a time; any failure sets the
 * file's error ("Error loading document. Please try again."). save makes the complete files documents of an
 * authorization; discard deletes what was uploaded but not saved.
 */
export function useClinicalUploader(options: ClinicalUploaderOptions) {
  const { groupId, target, uploadsWhen, refusedFiles, fileName, isDisabled = false } = options;
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const save = useMutation({ mutationFn: saveClinicals });
  // The upload queue, the files removed while waiting in it, and the bytes of files waiting for upload().
  const queue = useRef<Promise<void>>(Promise.resolve());
  const removed = useRef(new Set<string>());
  const waiting = useRef(new Map<string, File>());
  // The newest list for the async steps, which outlive the render that started them: every change goes through
  // changeFiles, so that the ref never lags behind a change not rendered yet (a save followed at once by a discard).
  const current = useRef(files);
  const changeFiles = (change: (before: UploadedFile[]) => UploadedFile[]) => {
    current.current = change(current.current);
    setFiles(current.current);
  };
  const update = (id: string, changes: Partial<UploadedFile>) =>
    changeFiles((before) => before.map((file) => (file.id === id ? { ...file, ...changes } : file)));
  const drop = (id: string) => changeFiles((before) => before.filter((file) => file.id !== id));
  const forget = (file: UploadedFile) => {
    removed.current.add(file.id);
    waiting.current.delete(file.id);
  };
  const deleteUpload = (file: UploadedFile) => (file.key && file.qhid !== null ? deleteDocument(file.qhid, file.key).then(ignore, ignore) : Promise.resolve());

  async function uploadOne(to: ClinicalUploadTarget, entry: UploadedFile, file: File) {
    if (removed.current.has(entry.id)) return;
    try {
      update(entry.id, { state: uploadedFileStates.reading });
      const bytes = await readFile(file, (loaded) => update(entry.id, { loaded }));
      if (removed.current.has(entry.id)) return;
      update(entry.id, { state: uploadedFileStates.addingMetadata, loaded: 0 });
      const location = await requestUploadLocation({
        qhid: to.qhid,
        groupId,
        fileName: entry.formattedName,
        ...(to.authorizationId ? { authorizationId: to.authorizationId } : {}),
        fileSize: entry.size,
      });
      if (!location.documentPutUrl) throw new Error('No upload location');
      update(entry.id, { state: uploadedFileStates.uploading, key: location.documentKey, qhid: to.qhid });
      await putFile(location.documentPutUrl, location.documentPutHeaders, new Blob([bytes]), (percent) =>
        update(entry.id, { loaded: Math.round((percent / 100) * entry.size) }),
      );
      if (removed.current.has(entry.id)) {
        await deleteUpload({ ...entry, key: location.documentKey, qhid: to.qhid });
        return;
      }
      update(entry.id, { state: uploadedFileStates.complete, loaded: entry.size });
    } catch {
      update(entry.id, { error: wizardClinicalsMessages.loadFailed });
    }
  }

  const enqueue = (to: ClinicalUploadTarget, entry: UploadedFile, file: File) => {
    queue.current = queue.current.then(() => uploadOne(to, entry, file));
  };

  /** Removes a file: one with an error or not uploaded at once; an uploaded one is deleted first (a failure counts as done). */
  async function remove(id: string) {
    const file = current.current.find((candidate) => candidate.id === id);
    if (!file) return;
    forget(file);
    if (isCompleteFile(file)) {
      update(id, { state: uploadedFileStates.deleting });
      await deleteUpload(file);
    }
    drop(id);
  }

  /** Adds chosen or dropped files; those refused are kept with their error or named apart (refusedFiles). */
  function addFiles(chosen: readonly File[]) {
    if (!target || isDisabled || chosen.length === 0) return;
    const choice = takeChosenFiles(current.current, chosen, { refusedFiles, fileName });
    setRefusals(choice.refusals);
    for (const file of choice.replaced) void remove(file.id);
    changeFiles(() => choice.files);
    for (const [entry, file] of choice.added) {
      if (uploadsWhen === 'chosen') enqueue(target, entry, file);
      else waiting.current.set(entry.id, file);
    }
  }

  /** Uploads the files waiting for it (uploadsWhen 'asked'); answers whether every file of the list is then complete. */
  async function upload(): Promise<boolean> {
    setRefusals([]);
    for (const entry of current.current) {
      const file = waiting.current.get(entry.id);
      waiting.current.delete(entry.id);
      if (file && target) enqueue(target, entry, file);
    }
    await queue.current;
    return current.current.length > 0 && current.current.every(isCompleteFile);
  }

  /**
   * Makes the complete files documents of the authorization (POST auth/clinicals/save); answers whether they were
   * saved. Saved files leave the list: they are the authorization's now, and a later discard must not delete them.
   */
  async function saveTo(to: ClinicalUploadTarget, owner: string): Promise<boolean> {
    const complete = current.current.filter(isCompleteFile);
    if (!to.authorizationId || complete.length === 0) return true;
    try {
      await save.mutateAsync({
        qhid: to.qhid,
        ...(to.authId === undefined ? {} : { authId: to.authId }),
        authorizationId: to.authorizationId,
        clinicals: complete.map((file) => ({ documentKey: file.key as string, fileName: file.formattedName })),
        owner,
      });
    } catch {
      return false;
    }
    const saved = new Set(complete.map((file) => file.id));
    changeFiles((before) => before.filter((file) => !saved.has(file.id)));
    return true;
  }

  /**
   * The files chosen, if any, uploaded and saved to the authorization before what they go with (an answer, an appeal)
   * is sent; throws ClinicalFilesNotSaved when they could not be, so that nothing is sent without them.
   */
  async function uploadAndSaveChosen(to: ClinicalUploadTarget, owner: string): Promise<void> {
    if (current.current.length === 0) return;
    if (!(await upload()) || !(await saveTo(to, owner))) throw new ClinicalFilesNotSaved();
  }

  /** Deletes every uploaded file not saved and empties the list (the wizard's Reset, a failed Upload). */
  function discard() {
    for (const file of current.current) {
      forget(file);
      void deleteUpload(file);
    }
    changeFiles(() => []);
    setRefusals([]);
  }

  return {
    files,
    /** The files of the last choice left out of the list, each "name: reason". */
    refusals,
    isDisabled: isDisabled || !target,
    /** A file is on its way (a chosen one waiting for upload() is not). */
    isBusy: files.some((file) => isInProgress(file) && (uploadsWhen === 'chosen' || file.state !== uploadedFileStates.queued)),
    addFiles,
    remove,
    upload,
    save: saveTo,
    uploadAndSaveChosen,
    discard,
  };
}

export type ClinicalUploader = ReturnType<typeof useClinicalUploader>;

/** The chosen files could not be uploaded or saved: what they go with was not sent. */
export class ClinicalFilesNotSaved extends Error {}
