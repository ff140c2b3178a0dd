import '@mantine/dropzone/styles.css';
import { Box, List, Paper, Stack, Switch, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { authorizationMessages, clinicalFileTypes, clinicalUploadLimits, wizardClinicalsMessages } from '@portal/contracts';
import { type ReactNode, useId, useState } from 'react';
import { ConfirmModal } from '../confirm-modal';
import { ClinicalFileRow } from './clinical-file-row';
import { isCompleteFile } from './clinical-file-choice';
import type { ClinicalUploader as Uploader } from './use-clinical-uploader';

const text = authorizationMessages.clinicals;

/** The types the file dialog offers, as the dropzone takes them; other files come through too, to say why not. */
const acceptedTypes: Record<string, string[]> = {};
for (const [extension, type] of Object.entries(clinicalFileTypes)) (acceptedTypes[type] ??= []).push(`.${extension}`);

/** One list of the uploader: the files of one authorization, under its label. */
export interface ClinicalUploaderList {
  key: string;
  label: string;
  uploader: Uploader;
}

interface ClinicalUploaderProps {
  /** A list per authorization the files go to (the wizard's request, its linked and its baby's authorization). */
  lists: readonly ClinicalUploaderList[];
  /** The fax instead switch (spec 3 §4): disabled while any file is listed; while on, no file is taken. */
  optOut?: { label: string; isChecked: boolean; onChange: (isChecked: boolean) => void };
  /** Under a list without files: how to fax them instead (spec 3 §2 no-documents label). */
  emptyNotice?: ReactNode;
}

/**
 * The clinical document uploader (spec 2 §2.7, spec 3 §2 Clinicals): drop or choose files for each list, each file
 * with its state, progress and error, and Remove, which asks first for an uploaded file (spec 3 §4, §8).
 */
export function ClinicalUploader({ lists, optOut, emptyNotice }: ClinicalUploaderProps) {
  const hintId = useId();
  const refusalsId = useId();
  const [removing, setRemoving] = useState<{ uploader: Uploader; id: string } | null>(null);
  const hasFiles = lists.some((list) => list.uploader.files.length > 0);

  const askRemove = (uploader: Uploader, id: string) => {
    const file = uploader.files.find((candidate) => candidate.id === id);
    if (file && isCompleteFile(file)) setRemoving({ uploader, id });
    else void uploader.remove(id);
  };

  return (
    <Stack gap="md">
      {optOut && (
        <Switch label={optOut.label} checked={optOut.isChecked} disabled={hasFiles} onChange={(event) => optOut.onChange(event.currentTarget.checked)} />
      )}
      <Text id={hintId} size="xs" c="dimmed">
        {text.dropzoneHint(clinicalUploadLimits.maxFiles, clinicalUploadLimits.maxMegabytes, clinicalUploadLimits.extensions.join(', '))}
      </Text>
      {lists.map(({ key, label, uploader }) => {
        const refusalsOf = `${refusalsId}-${key}`;
        return (
          <Stack key={key} gap="xs">
            <Text fw={600} size="sm">
              {label}
            </Text>
            <Dropzone
              // One call for the whole choice, the files the dropzone accepts and those it rejects.
              onDropAny={(accepted, rejections) => uploader.addFiles([...accepted, ...rejections.map((rejection) => rejection.file)])}
              onDrop={() => undefined}
              accept={acceptedTypes}
              maxFiles={0}
              disabled={uploader.isDisabled}
              // The file input itself too: named as the dropzone (react-dropzone leaves it unnamed, which axe refuses), and
              // disabled with it, so that a disabled dropzone takes no file another way.
              inputProps={{ 'aria-label': `${label}: ${text.dropzone}`, disabled: uploader.isDisabled }}
              aria-label={`${label}: ${text.dropzone}`}
              aria-describedby={uploader.refusals.length > 0 ? `${hintId} ${refusalsOf}` : hintId}
              p="lg"
            >
              <Text ta="center" size="sm" c={uploader.isDisabled ? 'dimmed' : undefined}>
                {text.dropzone}
              </Text>
            </Dropzone>
            {uploader.refusals.length > 0 && (
              <Box id={refusalsOf} role="alert" c="var(--mantine-color-error)">
                <Text size="sm">{text.refusedFiles}</Text>
                <List size="sm" c="inherit">
                  {uploader.refusals.map((refusal) => (
                    <List.Item key={refusal}>{refusal}</List.Item>
                  ))}
                </List>
              </Box>
            )}
            {emptyNotice && uploader.files.length === 0 && (
              <Paper withBorder p="sm" radius="md" data-testid="no-clinicals">
                {emptyNotice}
              </Paper>
            )}
            {uploader.files.map((file) => (
              <ClinicalFileRow key={file.id} file={file} onRemove={() => askRemove(uploader, file.id)} />
            ))}
          </Stack>
        );
      })}
      <ConfirmModal
        opened={removing !== null}
        title={wizardClinicalsMessages.removeTitle}
        text={wizardClinicalsMessages.removeText}
        onNo={() => setRemoving(null)}
        onYes={() => {
          if (removing) void removing.uploader.remove(removing.id);
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
