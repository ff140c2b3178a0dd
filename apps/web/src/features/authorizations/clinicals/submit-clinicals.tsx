import { Alert, Button, Stack, Text } from '@mantine/core';
import { authorizationMessages, type AuthorizationListRow, authorizationTrackingEvents } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizationQueryOptions, documentsQueryOptions } from '../../../api/authorizations-api';
import { useSettings } from '../../../api/settings-api';
import { trackAction } from '../../../api/tracking-api';
import { ClinicalUploader } from '../../../ui/clinical-uploader/lazy-clinical-uploader';
import { useClinicalUploader } from '../../../ui/clinical-uploader/use-clinical-uploader';
import type { SelectedMember } from '../../../ui/member-search/member-search';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts';
import { CurrentDocuments } from './current-documents';

const text = authorizationMessages.clinicals;

interface SubmitClinicalsProps {
  member: SelectedMember;
  authorization: Pick<AuthorizationListRow, 'id' | 'authorizationNumber'>;
}

/**
 * Upload Additional Documents (spec 2 §2.7, §4): the chosen files go up when Upload is pressed, each to a signed
 * location, and are then saved as the authorization's documents. Success refreshes the current documents and the
 * overview (its timeline tells the documents added); either way the chosen files are done with (a failure clears
 * them, deleting what went up).
 */
export function SubmitClinicals({ member, authorization }: SubmitClinicalsProps) {
  const queryClient = useQueryClient();
  const settings = useSettings().data;
  const target = { qhid: member.qhid, authorizationId: authorization.authorizationNumber, authId: authorization.id };
  const upload = useMutation({
    mutationFn: async () => {
      if (!(await uploader.upload()) || !(await uploader.save(target, ''))) throw new Error(text.uploadFailed);
    },
    onSuccess: async () => {
      showSuccessToast(text.uploadSucceeded);
      void trackAction(authorizationTrackingEvents.uploadClinical).catch(() => undefined);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryOptions(member.qhid, authorization.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: authorizationQueryOptions(member.qhid, authorization.id).queryKey }),
      ]);
    },
    onError: () => showErrorToast(text.uploadFailed),
    onSettled: () => uploader.discard(),
  });
  const uploader = useClinicalUploader({ groupId: member.groupId, target, uploadsWhen: 'asked', refusedFiles: 'leftOut', isDisabled: upload.isPending });
  // Spec 2 §4: the upload acts only when the attached-docs-task setting is on.
  const isUploadOn = settings?.isAttachedDocsTask ?? false;

  return (
    <Stack gap="md">
      <Alert color="blue" variant="light">
        {text.reminder}
      </Alert>
      {settings && <Text size="sm">{text.faxInstructions(settings.clinicalsFaxNumber)}</Text>}
      <ClinicalUploader lists={[{ key: 'documents', label: text.uploaderLabel, uploader }]} />
      <Button
        style={{ alignSelf: 'flex-start' }}
        onClick={() => upload.mutate()}
        disabled={!isUploadOn || uploader.files.length === 0 || upload.isPending}
        loading={upload.isPending}
      >
        {text.upload}
      </Button>
      <CurrentDocuments qhid={member.qhid} authorizationId={authorization.id} />
    </Stack>
  );
}
