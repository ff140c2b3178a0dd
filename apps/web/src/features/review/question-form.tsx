import { Button, Stack, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ReviewQuestionRequestSchema, reviewLimits, reviewMessages } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { askProvider } from '../../api/review-api';
import { showSuccessToast } from '../../ui/toasts';
import { applyServerErrors } from './server-errors';

const questionRules = schemaResolver(ReviewQuestionRequestSchema, { sync: true });

/** Asks the provider for more information (issue 18): the request stays Pending with the open question; the clock runs on. */
export function QuestionForm({ itemId }: { itemId: number }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const form = useForm({ mode: 'controlled', initialValues: { question: '' }, validate: questionRules });
  const ask = useMutation({
    mutationFn: (question: string) => askProvider(itemId, question),
    onSuccess: async () => {
      showSuccessToast(reviewMessages.asked);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ['review'] });
    },
    onError: (error) => applyServerErrors(form, error),
  });
  return (
    <form aria-labelledby={titleId} onSubmit={form.onSubmit((values) => ask.mutate(values.question))} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          Ask the provider for more information
        </Title>
        <Textarea
          label="Question"
          description="The provider sees it on the authorization and answers with a note and files."
          rows={3}
          maxLength={reviewLimits.questionMaxLength}
          withAsterisk
          {...form.getInputProps('question')}
        />
        <div>
          <Button type="submit" variant="light" loading={ask.isPending}>
            Send question
          </Button>
        </div>
      </Stack>
    </form>
  );
}
