import { Button, Group, Select, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { reviewMessages, reviewWorkbenchLimits } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { handOffReviewItem, reviewColleaguesQueryOptions } from '../../api/review-api';
import { showSuccessToast } from '../../ui/toasts';
import { applyServerErrors } from './server-errors';

const text = reviewMessages.workbench;

interface HandOffValues {
  toAccountId: string | null;
  reason: string;
}

/** Hands the claimed item to a named colleague holding the reviewer role, with the reason (issue 34 §7; audited). */
export function HandOffForm({ itemId }: { itemId: number }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const colleagues = useQuery(reviewColleaguesQueryOptions);
  const form = useForm<HandOffValues>({
    mode: 'controlled',
    initialValues: { toAccountId: null, reason: '' },
    validate: {
      toAccountId: (value) => (value ? null : text.colleagueRequired),
      reason: (value) => (value.trim() ? null : text.handOffReasonRequired),
    },
  });
  const handOff = useMutation({
    mutationFn: (values: HandOffValues) => handOffReviewItem(itemId, { toAccountId: Number(values.toAccountId), reason: values.reason }),
    onSuccess: async (answer) => {
      showSuccessToast(text.handedOff(answer.claimedBy.name));
      await queryClient.invalidateQueries({ queryKey: ['review'] });
    },
    onError: (error) => applyServerErrors(form, error),
  });
  return (
    <form aria-labelledby={titleId} onSubmit={form.onSubmit((values) => handOff.mutate(values))} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          Hand to a colleague
        </Title>
        <Select
          label="Colleague"
          placeholder={colleagues.isPending ? 'Loading…' : 'Choose a reviewer'}
          withAsterisk
          searchable
          nothingFoundMessage="No reviewer of that name"
          data={(colleagues.data?.reviewers ?? []).map((colleague) => ({ value: String(colleague.accountId), label: colleague.name }))}
          {...form.getInputProps('toAccountId')}
        />
        <Textarea label="Why" withAsterisk rows={2} maxLength={reviewWorkbenchLimits.handOffReasonMaxLength} {...form.getInputProps('reason')} />
        <Group>
          <Button type="submit" variant="default" loading={handOff.isPending}>
            Hand over
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
