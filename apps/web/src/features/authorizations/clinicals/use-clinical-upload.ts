import { authorizationMessages, type AuthorizationListRow, authorizationTrackingEvents, clinicalFileTypes, clinicalUploadLimits, isAllowedClinicalFile } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { documentsQueryOptions, putFile, requestUploadLocation, saveClinicals } from '../../../api/authorizations-api';
import { trackAction } from '../../../api/tracking-api';
import type { SelectedMember } from '../../../ui/member-search/member-search';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts';

const text = authorizationMessages.clinicals;

/** The types the file dialog offers, as the dropzone takes them (the server checks each file's content). */
export const clinicalContentTypes: Record<string, string[]> = {};
for (const [extension, type] of Object.entries(clinicalFileTypes)) (clinicalContentTypes[type] ??= []).push(`.${extension}`);

/** Why a chosen file cannot be uploaded (spec 2 §5: allowed types, 50 MB each), or null. */
function refusalOf(file: File): string | null {
  if (!isAllowedClinicalFile(file.name)) return `${file.name}: ${text.fileTypeNotAllowed}`;
  if (file.size > clinicalUploadLimits.maxBytes) return `${file.name}: ${text.fileTooLarge(clinicalUploadLimits.maxMegabytes)}`;
  return null;
}

/**
 * The files chosen so far plus those just chosen: a file of the same name replaces the earlier one; a refused file
 * (its type, its size, past the 10 of one upload) stays out of the list, with the reason, so it cannot block the rest.
 */
export function withChosenFiles(current: readonly File[], added: readonly File[]): { files: File[]; refusals: string[] } {
  const files = current.filter((file) => !added.some((next) => next.name === file.name));
  const refusals: string[] = [];
  for (const file of added) {
    const refusal = refusalOf(file) ?? (files.length >= clinicalUploadLimits.maxFiles ? `${file.name}: ${text.tooManyFiles(clinicalUploadLimits.maxFiles)}` : null);
    if (refusal) refusals.push(refusal);
    else files.push(file);
  }
  return { files, refusals };
}

/**
 * The upload of Submit Clinicals (spec 2 §2.7, §4): each file gets a signed location, its bytes are PUT there with
 * progress, then the set is saved as the authorization's documents. Success refreshes the list; failure clears
 * the chosen files.
 */
export function useClinicalUpload(member: SelectedMember, authorization: Pick<AuthorizationListRow, 'id' | 'authorizationNumber'>) {
  const queryClient = useQueryClient();
  /** The files to upload, and what was refused of the last choice of files, and why. */
  const [{ files, refusals }, setChosen] = useState<{ files: File[]; refusals: string[] }>({ files: [], refusals: [] });
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [isUploading, setUploading] = useState(false);

  const upload = async () => {
    setUploading(true);
    setChosen((current) => ({ ...current, refusals: [] }));
    setProgress({});
    try {
      const clinicals = [];
      for (const file of files) {
        const location = await requestUploadLocation({
          qhid: member.qhid,
          groupId: member.groupId,
          fileName: file.name,
          authorizationId: authorization.authorizationNumber,
          fileSize: file.size,
        });
        await putFile(location.documentPutUrl, location.documentPutHeaders, file, (percent) => setProgress((current) => ({ ...current, [file.name]: percent })));
        clinicals.push({ documentKey: location.documentKey, fileName: file.name });
      }
      await saveClinicals({ qhid: member.qhid, authId: authorization.id, clinicals, authorizationId: authorization.authorizationNumber, owner: '' });
      showSuccessToast(text.uploadSucceeded);
      void trackAction(authorizationTrackingEvents.uploadClinical).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: documentsQueryOptions(member.qhid, authorization.id).queryKey });
    } catch {
      showErrorToast(text.uploadFailed);
    } finally {
      // Either way the chosen files are done with: uploaded, or cleared after a failure (spec 2 §4).
      setChosen({ files: [], refusals: [] });
      setProgress({});
      setUploading(false);
    }
  };

  return {
    files,
    /** Adds chosen or dropped files; one chosen again replaces the earlier one of the same name. */
    addFiles: (added: readonly File[]) => setChosen((current) => withChosenFiles(current.files, added)),
    removeFile: (name: string) => setChosen((current) => ({ ...current, files: current.files.filter((file) => file.name !== name) })),
    progress,
    isUploading,
    refusals,
    canUpload: files.length > 0 && !isUploading,
    upload,
  };
}
