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

/** Why the chosen files cannot be uploaded, or null (spec 2 §5: at most 10 files, 50 MB each, allowed types). */
export function filesError(files: readonly File[]): string | null {
  if (files.length > clinicalUploadLimits.maxFiles) return text.tooManyFiles(clinicalUploadLimits.maxFiles);
  const disallowed = files.find((file) => !isAllowedClinicalFile(file.name));
  if (disallowed) return `${disallowed.name}: ${text.fileTypeNotAllowed}`;
  const tooLarge = files.find((file) => file.size > clinicalUploadLimits.maxBytes);
  if (tooLarge) return `${tooLarge.name}: ${text.fileTooLarge(clinicalUploadLimits.maxMegabytes)}`;
  return null;
}

/**
 * The upload of Submit Clinicals (spec 2 §2.7, §4): each file gets a signed location, its bytes are PUT there with
 * progress, then the set is saved as the authorization's documents. Success refreshes the list; failure clears
 * the chosen files.
 */
export function useClinicalUpload(member: SelectedMember, authorization: Pick<AuthorizationListRow, 'id' | 'authorizationNumber'>) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [isUploading, setUploading] = useState(false);
  const error = filesError(files);

  const upload = async () => {
    setUploading(true);
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
      setFiles([]);
      setProgress({});
      setUploading(false);
    }
  };

  return {
    files,
    /** Adds chosen or dropped files; one chosen again replaces the earlier one of the same name. */
    addFiles: (added: readonly File[]) => setFiles((current) => [...current.filter((file) => !added.some((next) => next.name === file.name)), ...added]),
    removeFile: (name: string) => setFiles((current) => current.filter((file) => file.name !== name)),
    progress,
    isUploading,
    error,
    canUpload: files.length > 0 && error === null && !isUploading,
    upload,
  };
}
