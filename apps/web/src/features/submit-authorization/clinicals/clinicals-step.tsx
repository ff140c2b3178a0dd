import '@mantine/dropzone/styles.css';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import {
  authorizationMessages,
  type ClinicalsListName,
  clinicalsListNames,
  clinicalFileTypes,
  clinicalUploadLimits,
  resourceKeys,
  uploadedFileStates,
  wizardClinicalsMessages as text,
} from '@portal/contracts';
import { useId, useState } from 'react';
import { ResourceBlock } from '../../../ui/resource-block';
import { ConfirmModal } from '../confirm-modal';
import { FormBanner } from '../form-banner';
import { ClinicalFileRow } from './clinical-file-row';
import type { WizardClinicals } from './use-wizard-clinicals';

/** The types the file dialog offers, as the dropzone takes them; other files are kept to show their error. */
const acceptedTypes: Record<string, string[]> = {};
for (const [extension, type] of Object.entries(clinicalFileTypes)) (acceptedTypes[type] ??= []).push(`.${extension}`);

const listTitles: Record<ClinicalsListName, (number: string | null) => string> = {
  main: (number) => (number ? `Authorization # ${number}` : 'This request'),
  linked: (number) => `Linked Authorization # ${number ?? ''}`,
  baby: (number) => `Baby Authorization # ${number ?? ''}`,
};

interface ClinicalsStepProps {
  clinicals: WizardClinicals;
  /** Clinicals after the submission (spec 3 §4): the lists go to saved authorizations. */
  isSubmitted: boolean;
  /** The step's message when Next was refused. */
  message: string | null;
}

/** The Clinicals step (spec 3 §2): a document uploader per authorization, labelled Clinical, or fax them instead. */
export function ClinicalsStep({ clinicals, isSubmitted, message }: ClinicalsStepProps) {
  const hintId = useId();
  const [removing, setRemoving] = useState<{ list: ClinicalsListName; id: string } | null>(null);
  const lists = clinicalsListNames.filter((list) => clinicals.targets[list] !== null);
  const numbers = lists.flatMap((list) => clinicals.targets[list]?.authorizationId ?? []);

  const askRemove = (list: ClinicalsListName, id: string) => {
    const file = clinicals.lists[list].find((candidate) => candidate.id === id);
    // A file with an error goes at once; an uploaded one only after Yes (spec 3 §4 Files).
    if (file?.state === uploadedFileStates.complete && file.error === null) setRemoving({ list, id });
    else void clinicals.remove(list, id);
  };

  return (
    <Stack gap="md">
      <Title order={3}>{text.stepTitle}</Title>
      {isSubmitted && numbers.length > 0 && <Text>{text.afterSubmission(numbers)}</Text>}
      <FormBanner message={message} />
      <Switch
        label={text.optOut}
        checked={clinicals.optOut}
        disabled={!clinicals.canOptOut}
        onChange={(event) => clinicals.setOptOut(event.currentTarget.checked)}
      />
      <Text id={hintId} size="xs" c="dimmed">
        {authorizationMessages.clinicals.dropzoneHint(clinicalUploadLimits.maxFiles, clinicalUploadLimits.maxMegabytes, clinicalUploadLimits.extensions.join(', '))}
      </Text>
      {clinicals.dropError && (
        <Text c="red" size="sm" role="alert">
          {clinicals.dropError}
        </Text>
      )}
      {lists.map((list) => {
        const title = list !== 'main' || isSubmitted ? listTitles[list](clinicals.targets[list]?.authorizationId ?? null) : null;
        const label = title ? `${text.uploaderLabel} — ${title}` : text.uploaderLabel;
        return (
          <Stack key={list} gap="xs">
            <Text fw={600} size="sm">
              {label}
            </Text>
            <Dropzone
              onDrop={(files) => clinicals.addFiles(list, files)}
              onReject={(rejections) => clinicals.addFiles(list, rejections.map((rejection) => rejection.file))}
              accept={acceptedTypes}
              maxFiles={0}
              disabled={clinicals.optOut}
              aria-label={`${label}: ${authorizationMessages.clinicals.dropzone}`}
              aria-describedby={hintId}
              p="lg"
            >
              <Text ta="center" size="sm" c={clinicals.optOut ? 'dimmed' : undefined}>
                {authorizationMessages.clinicals.dropzone}
              </Text>
            </Dropzone>
            {/* The no-documents label: how to fax them instead (spec 3 §2). */}
            {clinicals.lists[list].length === 0 && (
              <Paper withBorder p="sm" radius="md" data-testid="no-clinicals">
                <ResourceBlock resourceKey={resourceKeys.faxClinicals} />
              </Paper>
            )}
            {clinicals.lists[list].map((file) => (
              <ClinicalFileRow key={file.id} file={file} onRemove={() => askRemove(list, file.id)} />
            ))}
          </Stack>
        );
      })}
      <ConfirmModal
        opened={removing !== null}
        title={text.removeTitle}
        text={text.removeText}
        onNo={() => setRemoving(null)}
        onYes={() => {
          if (removing) void clinicals.remove(removing.list, removing.id);
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
