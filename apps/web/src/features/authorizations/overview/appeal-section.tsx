import { Alert, Button, Checkbox, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  appealLimits,
  appealMessages,
  AppealRequestSchema,
  type AuthorizationOverview,
  formatDate,
  requestPriorities,
  type RequestPriority,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { appealDecision } from '../../../api/authorizations-api';
import { ApiError } from '../../../api/http-client';
import { ClinicalUploader } from '../../../ui/clinical-uploader/lazy-clinical-uploader';
import { ClinicalFilesNotSaved, useClinicalUploader } from '../../../ui/clinical-uploader/use-clinical-uploader';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts';
import { useSettings } from '../../../api/settings-api';

const text = appealMessages;
const appealRules = schemaResolver(AppealRequestSchema, { sync: true });

interface AppealForm {
  lineIds: string[];
  reason: string;
  priority: RequestPriority;
}

/**
 * Appealing denied or modified services (issue 19), while the window is open: which lines, why, how urgent, and the
 * clinical files. The files go up and become the authorization's documents first; then the appeal enters the plan's
 * review queue. A refusal shows beside the field it concerns; what was typed stays.
 */
export function AppealSection({ authorization }: { authorization: AuthorizationOverview }) {
  const lines = authorization.appealableLines;
  const queryClient = useQueryClient();
  const windowDays = useSettings().data?.appealWindowDays ?? appealLimits.defaultWindowDays;
  const [filesError, setFilesError] = useState<string | null>(null);
  const form = useForm<AppealForm>({
    initialValues: { lineIds: lines.length === 1 ? lines.map((line) => line.lineId) : [], reason: '', priority: 'standard' },
    validate: appealRules,
  });
  const target = { qhid: authorization.qhid, authorizationId: authorization.authorizationId, authId: authorization.id };

  const send = useMutation({
    mutationFn: async (request: AppealForm) => {
      await uploader.uploadAndSaveChosen(target, '');
      return appealDecision(authorization.id, request);
    },
    onSuccess: async () => {
      showSuccessToast(text.sent);
      await queryClient.invalidateQueries({ queryKey: ['authorizations', authorization.qhid] });
    },
    onError: (error) => {
      if (error instanceof ClinicalFilesNotSaved) setFilesError(text.filesFailed);
      else if (error instanceof ApiError && error.status === 400) {
        const lineError = Object.entries(error.fieldErrors ?? {}).find(([field]) => field.startsWith('lineIds'))?.[1]?.[0];
        if (error.fieldErrors?.reason?.[0]) form.setFieldError('reason', error.fieldErrors.reason[0]);
        else form.setFieldError('lineIds', lineError ?? error.message);
      } else showErrorToast();
    },
  });
  const uploader = useClinicalUploader({ groupId: authorization.groupId, target, uploadsWhen: 'asked', refusedFiles: 'leftOut', isDisabled: send.isPending });

  if (lines.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="appeal-title">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setFilesError(null);
          send.mutate(AppealRequestSchema.parse(values));
        })}
      >
        <Stack gap="sm">
          <Title order={3} id="appeal-title">
            {text.title}
          </Title>
          <Text size="sm">{text.intro(windowDays)}</Text>
          <Checkbox.Group label={text.linesLabel} withAsterisk {...form.getInputProps('lineIds')}>
            <Stack gap={6} mt="xs">
              {lines.map((line) => (
                <Checkbox
                  key={line.lineId}
                  value={line.lineId}
                  disabled={send.isPending}
                  label={`${line.subject}: ${line.status} (${line.reason}), ${text.appealBy(formatDate(line.appealBy, 'UTC'))}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Radio.Group label={text.priority.label} description={text.priority.description} {...form.getInputProps('priority')}>
            <Group gap="xl" mt="xs">
              {requestPriorities.map((priority) => (
                <Radio key={priority} value={priority} label={text.priority[priority]} disabled={send.isPending} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label={text.reasonLabel}
            description={text.reasonDescription}
            withAsterisk
            rows={4}
            maxLength={appealLimits.reasonMaxLength}
            {...form.getInputProps('reason')}
            disabled={send.isPending}
          />
          <ClinicalUploader lists={[{ key: 'appeal', label: text.filesLabel, uploader }]} />
          {filesError && (
            <Alert color="red" role="alert">
              {filesError}
            </Alert>
          )}
          <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
            {text.send}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
