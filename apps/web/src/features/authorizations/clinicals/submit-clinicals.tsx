import '@mantine/dropzone/styles.css';
import { Alert, Box, Button, CloseButton, Group, List, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { authorizationMessages, type AuthorizationListRow, clinicalUploadLimits } from '@portal/contracts';
import { useId } from 'react';
import { useSettings } from '../../../api/settings-api';
import type { SelectedMember } from '../../../ui/member-search/member-search';
import { CurrentDocuments } from './current-documents';
import { clinicalContentTypes, useClinicalUpload } from './use-clinical-upload';

const text = authorizationMessages.clinicals;

interface SubmitClinicalsProps {
  member: SelectedMember;
  authorization: Pick<AuthorizationListRow, 'id' | 'authorizationNumber'>;
}

/** Upload Additional Documents (spec 2 §2.7): drop or choose files, upload them, and the current documents. */
export function SubmitClinicals({ member, authorization }: SubmitClinicalsProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const settings = useSettings().data;
  const upload = useClinicalUpload(member, authorization);
  // Spec 2 §4: the upload acts only when the attached-docs-task setting is on.
  const isUploadOn = settings?.isAttachedDocsTask ?? false;

  return (
    <Stack gap="md">
      <Alert color="blue" variant="light">
        {text.reminder}
      </Alert>
      {settings && <Text size="sm">{text.faxInstructions(settings.clinicalsFaxNumber)}</Text>}
      <Stack gap={4}>
        <Text id={labelId} fw={600} size="sm">
          {text.uploaderLabel}
        </Text>
        <Text id={hintId} size="xs" c="dimmed">
          {text.dropzoneHint(clinicalUploadLimits.maxFiles, clinicalUploadLimits.maxMegabytes, clinicalUploadLimits.extensions.join(', '))}
        </Text>
        {/* Files the type or size check refuses come through too, so the page can say which and why. */}
        <Dropzone
          // One call for the whole choice, the files the dropzone accepts and those it rejects.
          onDropAny={(accepted, rejections) => upload.addFiles([...accepted, ...rejections.map((rejection) => rejection.file)])}
          onDrop={() => undefined}
          accept={clinicalContentTypes}
          disabled={upload.isUploading}
          aria-labelledby={labelId}
          aria-describedby={upload.refusals.length > 0 ? `${hintId} ${errorId}` : hintId}
          p="lg"
        >
          <Text ta="center" size="sm">
            {text.dropzone}
          </Text>
        </Dropzone>
        {upload.refusals.length > 0 && (
          <Box id={errorId} role="alert" c="var(--mantine-color-error)">
            <Text size="sm">{text.refusedFiles}</Text>
            <List size="sm" c="inherit">
              {upload.refusals.map((refusal) => (
                <List.Item key={refusal}>{refusal}</List.Item>
              ))}
            </List>
          </Box>
        )}
      </Stack>
      {upload.files.length > 0 && (
        <List listStyleType="none" spacing={6}>
          {upload.files.map((file) => (
            <List.Item key={file.name}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ flex: 1 }}>
                  {file.name}
                </Text>
                {upload.isUploading ? (
                  <Progress w={160} value={upload.progress[file.name] ?? 0} aria-label={text.progress(file.name)} />
                ) : (
                  <CloseButton size="sm" aria-label={text.removeFile(file.name)} onClick={() => upload.removeFile(file.name)} />
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Button style={{ alignSelf: 'flex-start' }} onClick={() => void upload.upload()} disabled={!isUploadOn || !upload.canUpload} loading={upload.isUploading}>
        {text.upload}
      </Button>
      <CurrentDocuments qhid={member.qhid} authorizationId={authorization.id} />
    </Stack>
  );
}
