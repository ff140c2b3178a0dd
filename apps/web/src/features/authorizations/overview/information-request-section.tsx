import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { AnswerQuestionRequestSchema, type AuthorizationOverview, formatDate, informationAnswerMessages, reviewLimits } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answerQuestion } from '../../../api/authorizations-api';
import { ApiError } from '../../../api/http-client';
import { ClinicalUploader } from '../../../ui/clinical-uploader/lazy-clinical-uploader';
import { ClinicalFilesNotSaved, useClinicalUploader } from '../../../ui/clinical-uploader/use-clinical-uploader';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts';

const text = informationAnswerMessages;
const AnswerFormSchema = AnswerQuestionRequestSchema.pick({ answer: true });
const answerRules = schemaResolver(AnswerFormSchema, { sync: true });

/**
 * The reviewer's request for more information (issue 18 §7), while the request waits for it: the question, and the
 * provider's answer — a note and clinical files. The files go up and become the authorization's documents first;
 * then the answer puts the request back in the review queue. A refusal shows beside the answer.
 */
export function InformationRequestSection({ authorization }: { authorization: AuthorizationOverview }) {
  const question = authorization.pendedQuestion;
  const queryClient = useQueryClient();
  const [filesError, setFilesError] = useState<string | null>(null);
  const form = useForm({ initialValues: { answer: '' }, validate: answerRules });
  const target = { qhid: authorization.qhid, authorizationId: authorization.authorizationId, authId: authorization.id };

  const send = useMutation({
    mutationFn: async (answer: string) => {
      if (!question) return;
      await uploader.uploadAndSaveChosen(target, '');
      await answerQuestion(authorization.id, { questionId: question.id, answer });
    },
    onSuccess: async () => {
      showSuccessToast(text.sent);
      // Every view of this member's authorizations (the overview, the list's status, the documents) is stale now.
      await queryClient.invalidateQueries({ queryKey: ['authorizations', authorization.qhid] });
    },
    onError: (error) => {
      if (error instanceof ClinicalFilesNotSaved) setFilesError(text.filesFailed);
      else if (error instanceof ApiError && (error.status === 400 || error.status === 409))
        form.setFieldError('answer', error.fieldErrors?.answer?.[0] ?? error.message);
      else showErrorToast();
    },
  });
  const uploader = useClinicalUploader({ groupId: authorization.groupId, target, uploadsWhen: 'asked', refusedFiles: 'leftOut', isDisabled: send.isPending });

  if (!question) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="information-request-title" bg="yellow.0">
      <form
        noValidate
        onSubmit={form.onSubmit(({ answer }) => {
          setFilesError(null);
          send.mutate(AnswerFormSchema.parse({ answer }).answer);
        })}
      >
        <Stack gap="sm">
          <Title order={3} id="information-request-title">
            {text.title}
          </Title>
          <Text size="xs" c="dimmed">
            {text.askedOn(formatDate(question.askedAt))}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{question.question}</Text>
          <Textarea
            label={text.answerLabel}
            withAsterisk
            rows={4}
            maxLength={reviewLimits.answerMaxLength}
            {...form.getInputProps('answer')}
            disabled={send.isPending}
          />
          <ClinicalUploader lists={[{ key: 'answer', label: text.filesLabel, uploader }]} />
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
