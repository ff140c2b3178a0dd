import { clinicalFileName, clinicalUploadLimits, fileExtension, isAllowedClinicalFile } from './documents.js';
import { workflowIds } from './workflow-ids.js';

/**
 * Clinicals in the Submit Authorizations wizard (spec 3 §2 Clinicals step, §3 Uploaded file, §4 Files, §8, §9):
 * the file states, which files may be uploaded, their names, and when the step is valid and when it is added.
 */

/** Uploaded file states (spec 3 §3). */
export const uploadedFileStates = { queued: 0, reading: 1, addingMetadata: 2, uploading: 3, complete: 4, deleting: 5 } as const;
export type UploadedFileState = (typeof uploadedFileStates)[keyof typeof uploadedFileStates];

export const wizardClinicalsMessages = {
  stepTitle: 'Clinicals',
  uploaderLabel: 'Clinical',
  optOut: 'No clinicals needed, or I prefer to fax them',
  faxInstead: (phone: string) => `Fax clinical documents to ${phone}. Include the patient’s name and member ID on every page.`,
  fileTypeNotSupported: 'File type not supported',
  fileTooLarge: 'File size too large',
  loadFailed: 'Error loading document. Please try again.',
  tooManyFiles: (maxFiles: number) => `Choose at most ${maxFiles} files at a time.`,
  removeTitle: 'Remove File',
  removeText: 'You are about to remove this file. Are you sure you want to continue?',
  stateLabels: ['Waiting', 'Reading', 'Preparing upload', 'Uploading', 'Uploaded', 'Removing'] as const,
  required: 'Upload at least one clinical document, or choose to fax them.',
  inProgress: 'Wait until every file has uploaded.',
  removeFailedFiles: 'Remove the files that could not be uploaded, or choose them again.',
  attachFailed: 'Your authorization was submitted, but its clinical files could not be attached. Please upload them again from Manage Authorizations.',
  afterSubmission: (numbers: readonly string[]) =>
    numbers.length === 1
      ? `Add clinical documents to authorization # ${numbers[0]} so that it can be reviewed.`
      : `Add clinical documents to authorizations # ${numbers.join(' and # ')} so that they can be reviewed.`,
  saveClinicals: 'Save Clinicals',
  finish: 'Finish',
} as const;

/** Why a chosen file cannot be uploaded, per file (spec 3 §5 Files, §8), or null. */
export function clinicalFileProblem(file: { name: string; size: number }): string | null {
  if (!isAllowedClinicalFile(file.name)) return wizardClinicalsMessages.fileTypeNotSupported;
  if (file.size > clinicalUploadLimits.maxBytes) return wizardClinicalsMessages.fileTooLarge;
  return null;
}

/** "Online Referral-Clinical :number:_{trackingKey}_:date:.:ext:" for a file chosen in the wizard (spec 3 §9). */
export const wizardClinicalFileName = (number: number, trackingKey: string, todayIso: string, originalName: string): string =>
  clinicalFileName(number, trackingKey, todayIso, fileExtension(originalName));

/**
 * Clinicals are valid when opted out, or when there is at least one file and every file of the main, linked and
 * baby lists is complete (spec 3 §4 Files).
 */
export function areClinicalsValid(optOut: boolean, files: readonly { state: number; error: string | null }[]): boolean {
  if (optOut) return true;
  return files.length > 0 && files.every((file) => file.state === uploadedFileStates.complete && !file.error);
}

/** The file lists of a request (spec 3 §3): its own, and after the save those of a linked and a baby authorization. */
export const clinicalsListNames = ['main', 'linked', 'baby'] as const;
export type ClinicalsListName = (typeof clinicalsListNames)[number];

/**
 * The lists the Clinicals step offers after a successful save, or none when the step is not added (spec 3 §4
 * Wizard): it is added when automation is on and the decision is not an approval, when a linked (or the baby's)
 * authorization is not approved, or for an approved maternity request. Without automation the request's own files
 * came before Review, so only the linked and baby authorizations are left to add files to.
 */
export function clinicalsListsAfterSave(input: {
  isAutomation: boolean;
  workflowId: number;
  authStatus: string;
  linkedStatus: string | null;
  babyStatus: string | null;
}): ClinicalsListName[] {
  const isApproved = (status: string) => status.includes('Approved');
  const others = [input.linkedStatus, input.babyStatus].filter((status) => status !== null);
  const isAdded =
    (input.isAutomation && !isApproved(input.authStatus)) ||
    others.some((status) => !isApproved(status)) ||
    (input.workflowId === workflowIds.maternity && isApproved(input.authStatus));
  if (!isAdded) return [];
  return clinicalsListNames.filter((list) => (list === 'main' ? input.isAutomation : (list === 'linked' ? input.linkedStatus : input.babyStatus) !== null));
}
