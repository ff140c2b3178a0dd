import {
  authorizationMessages,
  clinicalFileProblem,
  clinicalUploadLimits,
  isAllowedClinicalFile,
  lowestFreeFileNumber,
  uploadedFileStates,
  type UploadedFileState,
} from '@portal/contracts';

/**
 * An uploaded file (spec 3 §3): key is the document key once a location was given, qhid the member whose upload it
 * is (the baby's own for the baby's authorization), so that removing it later names the same member.
 */
export interface UploadedFile {
  id: string;
  key: string | null;
  qhid: number | null;
  name: string;
  size: number;
  number: number;
  formattedName: string;
  state: UploadedFileState;
  loaded: number;
  total: number;
  error: string | null;
}

/**
 * How a file that cannot be uploaded shows: as a row of the list with its error, which holds up the step until it is
 * removed (the wizard, spec 3 §8 file row messages); or left out of the list and named with its reason above it, so it
 * cannot hold up the others (Manage Authorizations' Upload).
 */
export type RefusedFiles = 'asRows' | 'leftOut';

/** The name a file is uploaded and listed under, from the number it gets (the lowest free one, spec 3 §9). */
export type ClinicalFileNamer = (number: number, file: File) => string;

const leftOutText = authorizationMessages.clinicals;

function problemOf(file: File, refusedFiles: RefusedFiles): string | null {
  if (refusedFiles === 'asRows') return clinicalFileProblem(file);
  if (!isAllowedClinicalFile(file.name)) return leftOutText.fileTypeNotAllowed;
  if (file.size > clinicalUploadLimits.maxBytes) return leftOutText.fileTooLarge(clinicalUploadLimits.maxMegabytes);
  return null;
}

export const isCompleteFile = (file: UploadedFile) => file.state === uploadedFileStates.complete && file.error === null && file.key !== null;

export interface FileChoice {
  /** The list with the choice taken in. */
  files: UploadedFile[];
  /** The files taken that are to be uploaded, with their bytes. */
  added: [UploadedFile, File][];
  /** Files of the list that a file of the same name replaced. */
  replaced: UploadedFile[];
  /** "name: reason" of each file left out of the list. */
  refusals: string[];
}

/**
 * Takes a choice of files into a list (spec 3 §5, §9; spec 2 §2.7): the allowed types and 50 MB each; at most 10 files
 * a list, which is what one save takes, the files past it left out with the reason; a file named as one already
 * listed replaces it (a row with an error stays, to be seen); numbers are the lowest free ones.
 */
export function takeChosenFiles(
  list: readonly UploadedFile[],
  chosen: readonly File[],
  options: { refusedFiles: RefusedFiles; fileName?: ClinicalFileNamer },
): FileChoice {
  let files = [...list];
  const added: [UploadedFile, File][] = [];
  const replaced: UploadedFile[] = [];
  const refusals: string[] = [];
  for (const file of chosen) {
    const problem = problemOf(file, options.refusedFiles);
    if (problem && options.refusedFiles === 'leftOut') {
      refusals.push(`${file.name}: ${problem}`);
      continue;
    }
    const number = problem ? 0 : lowestFreeFileNumber(files.filter((listed) => listed.error === null).map((listed) => listed.number));
    const formattedName = problem || !options.fileName ? file.name : options.fileName(number, file);
    const earlier = problem ? undefined : files.find((listed) => listed.error === null && listed.formattedName === formattedName);
    const others = files.filter((listed) => listed !== earlier);
    if (!problem && others.filter((listed) => listed.error === null).length >= clinicalUploadLimits.maxFiles) {
      refusals.push(`${file.name}: ${leftOutText.tooManyFiles(clinicalUploadLimits.maxFiles)}`);
      continue;
    }
    if (earlier) replaced.push(earlier);
    const entry: UploadedFile = {
      id: crypto.randomUUID(),
      key: null,
      qhid: null,
      name: file.name,
      size: file.size,
      number,
      formattedName,
      state: uploadedFileStates.queued,
      loaded: 0,
      total: file.size,
      error: problem,
    };
    files = [...others, entry];
    if (!problem) added.push([entry, file]);
  }
  return { files, added, replaced, refusals };
}
