import { Alert, Button, FileInput, Progress, Stack, Text } from '@mantine/core';
import { authorizationMessages, type AuthorizationListRow, clinicalUploadLimits } from '@portal/contracts';
import { useSettings } from '../../../api/settings-api';
import type { SelectedMember } from '../../../ui/member-search/member-search';
import { CurrentDocuments } from './current-documents';
import { useClinicalUpload } from './use-clinical-upload';

const text = authorizationMessages.clinicals;
const accept = clinicalUploadLimits.extensions.map((extension) => `.${extension}`).join(',');

interface SubmitClinicalsProps {
  member: SelectedMember;
  authorization: Pick<AuthorizationListRow, 'id' | 'authorizationNumber'>;
}

/** Upload Additional Documents (spec 2 §2.7): choose files, upload them, and the authorization's current documents. */
export function SubmitClinicals({ member, authorization }: SubmitClinicalsProps) {
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
      <FileInput
        label={text.uploaderLabel}
        description={text.dropzoneHint(clinicalUploadLimits.maxFiles, clinicalUploadLimits.maxMegabytes, clinicalUploadLimits.extensions.join(', '))}
        placeholder={text.dropzone}
        multiple
        clearable
        accept={accept}
        value={upload.files}
        onChange={upload.setFiles}
        error={upload.error}
        disabled={upload.isUploading}
      />
      {upload.isUploading &&
        upload.files.map((file) => (
          <Stack key={file.name} gap={2}>
            <Text size="sm">{file.name}</Text>
            <Progress value={upload.progress[file.name] ?? 0} aria-label={text.progress(file.name)} />
          </Stack>
        ))}
      <Button style={{ alignSelf: 'flex-start' }} onClick={() => void upload.upload()} disabled={!isUploadOn || !upload.canUpload} loading={upload.isUploading}>
        {text.upload}
      </Button>
      <CurrentDocuments qhid={member.qhid} authorizationId={authorization.id} />
    </Stack>
  );
}
