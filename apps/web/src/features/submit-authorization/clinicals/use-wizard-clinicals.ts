import { type ClinicalsListName, clinicalsListNames, todayIso, wizardClinicalFileName, wizardClinicalsMessages as text } from '@portal/contracts';
import type { ClinicalUploaderList } from '../../../ui/clinical-uploader/clinical-uploader';
import { type ClinicalUploadTarget, useClinicalUploader } from '../../../ui/clinical-uploader/use-clinical-uploader';

const listTitles: Record<ClinicalsListName, (number: string | null) => string> = {
  main: (number) => (number ? `Authorization # ${number}` : 'This request'),
  linked: (number) => `Linked Authorization # ${number ?? ''}`,
  baby: (number) => `Baby Authorization # ${number ?? ''}`,
};

/**
 * The clinical files of a request (spec 3 §4 Files): a list for the request, and after the submission one for its
 * linked and its baby's authorization, each one uploader of ui/. Files upload as soon as chosen, under the name
 * "Online Referral-Clinical :number:_{trackingKey}_:date:" (spec 3 §9); a refused file stays as a row with its error.
 */
export function useWizardClinicals(options: {
  groupId: string;
  trackingKey: string;
  targets: Record<ClinicalsListName, ClinicalUploadTarget | null>;
  isOptedOut: boolean;
  isSubmitted: boolean;
}) {
  const { groupId, trackingKey, targets, isOptedOut, isSubmitted } = options;
  const fileName = (number: number, file: File) => wizardClinicalFileName(number, trackingKey, todayIso(), file.name);
  const common = { groupId, uploadsWhen: 'chosen', refusedFiles: 'asRows', fileName, isDisabled: isOptedOut } as const;
  const uploaders = {
    main: useClinicalUploader({ ...common, target: targets.main }),
    linked: useClinicalUploader({ ...common, target: targets.linked }),
    baby: useClinicalUploader({ ...common, target: targets.baby }),
  };
  const files = clinicalsListNames.flatMap((list) => uploaders[list].files);

  /** The lists the step shows: each authorization's, titled once there is more than the request itself. */
  const lists: ClinicalUploaderList[] = clinicalsListNames.flatMap((list) => {
    const target = targets[list];
    if (!target) return [];
    const title = list !== 'main' || isSubmitted ? listTitles[list](target.authorizationId) : null;
    return [{ key: list, label: title ? `${text.uploaderLabel} — ${title}` : text.uploaderLabel, uploader: uploaders[list] }];
  });

  return {
    uploaders,
    lists,
    files,
    /** After the submission, the numbers of the authorizations the lists go to. */
    submittedNumbers: isSubmitted ? clinicalsListNames.flatMap((list) => targets[list]?.authorizationId ?? []) : null,
    /** Deletes the uploaded files not saved of these lists (all by default) and empties them (Reset, spec 3 §4). */
    discard: (which: readonly ClinicalsListName[] = clinicalsListNames) => which.forEach((list) => uploaders[list].discard()),
    /** Saves each offered list's files to its authorization; answers whether all were saved. */
    async saveOffered(owner: string): Promise<boolean> {
      let isEverySaved = true;
      for (const list of clinicalsListNames) {
        const target = targets[list];
        if (target && !(await uploaders[list].save(target, owner))) isEverySaved = false;
      }
      return isEverySaved;
    },
  };
}
