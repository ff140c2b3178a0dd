import { Stack, Text, Title } from '@mantine/core';
import { resourceKeys, wizardClinicalsMessages as text } from '@portal/contracts';
import type { ClinicalUploaderList } from '../../../ui/clinical-uploader/clinical-uploader';
import { ClinicalUploader } from '../../../ui/clinical-uploader/lazy-clinical-uploader';
import { ResourceBlock } from '../../../ui/resource-block';
import { FormBanner } from '../form-banner';

interface ClinicalsStepProps {
  lists: readonly ClinicalUploaderList[];
  /** Clinicals after the submission (spec 3 §4): the numbers of the authorizations the lists go to. */
  submittedNumbers: readonly string[] | null;
  isOptedOut: boolean;
  onOptOutChange: (isOptedOut: boolean) => void;
  /** The step's message when Next was refused. */
  message: string | null;
}

/** The Clinicals step (spec 3 §2): a document uploader per authorization, labelled Clinical, or fax them instead. */
export function ClinicalsStep({ lists, submittedNumbers, isOptedOut, onOptOutChange, message }: ClinicalsStepProps) {
  return (
    <Stack gap="md">
      <Title order={3}>{text.stepTitle}</Title>
      {submittedNumbers && submittedNumbers.length > 0 && <Text>{text.afterSubmission(submittedNumbers)}</Text>}
      <FormBanner message={message} />
      <ClinicalUploader
        lists={lists}
        optOut={{ label: text.optOut, isChecked: isOptedOut, onChange: onOptOutChange }}
        // The no-documents label: how to fax them instead (spec 3 §2).
        emptyNotice={<ResourceBlock resourceKey={resourceKeys.faxClinicals} />}
      />
    </Stack>
  );
}
