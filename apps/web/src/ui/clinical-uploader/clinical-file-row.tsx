import { CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { authorizationMessages, uploadedFileStates, wizardClinicalsMessages as text } from '@portal/contracts';
import type { UploadedFile } from './clinical-file-choice';

/** A file's size as people read it: KB below a megabyte. */
const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

interface ClinicalFileRowProps {
  file: UploadedFile;
  onRemove: () => void;
}

/** One file of the uploader: its name as it will be filed, its state with progress, its error, and Remove. */
export function ClinicalFileRow({ file, onRemove }: ClinicalFileRowProps) {
  const isMoving = file.error === null && (file.state === uploadedFileStates.reading || file.state === uploadedFileStates.uploading);
  const canRemove = file.error !== null || file.state === uploadedFileStates.queued || file.state === uploadedFileStates.complete;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="clinical-file">
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {file.formattedName}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {file.name !== file.formattedName ? `${file.name} · ` : ''}
          {sizeText(file.size)}
          {file.error === null && ` · ${text.stateLabels[file.state]}`}
        </Text>
        {isMoving && (
          <Progress
            size="sm"
            value={file.total > 0 ? (file.loaded / file.total) * 100 : 0}
            aria-label={authorizationMessages.clinicals.progress(file.formattedName)}
          />
        )}
        {file.error && (
          <Text size="xs" c="red" role="alert">
            {file.error}
          </Text>
        )}
      </Stack>
      {canRemove && <CloseButton size="sm" aria-label={authorizationMessages.clinicals.removeFile(file.formattedName)} onClick={onRemove} />}
    </Group>
  );
}
