import { Button, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { extensionLimits, formatDateTime, ReviewExtensionRequestSchema, reviewExtensionMaxDays, reviewExtensionMessages } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { extendReview } from '../../api/review-api';
import { showSuccessToast } from '../../ui/toasts';
import { applyServerErrors } from './server-errors';

const text = reviewExtensionMessages;
const extensionRules = schemaResolver(ReviewExtensionRequestSchema, { sync: true });

/** Extends a standard review once (issue 19): up to 14 days, with a reason the provider is told with the new due time. */
export function ExtensionForm({ itemId }: { itemId: number }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const form = useForm<{ days: number | string; reason: string }>({
    mode: 'controlled',
    initialValues: { days: reviewExtensionMaxDays, reason: '' },
    validate: extensionRules,
  });
  const extend = useMutation({
    mutationFn: (values: { days: number; reason: string }) => extendReview(itemId, values),
    onSuccess: async ({ dueAt }) => {
      showSuccessToast(text.saved(formatDateTime(dueAt)));
      await queryClient.invalidateQueries({ queryKey: ['review'] });
    },
    onError: (error) => applyServerErrors(form, error),
  });
  return (
    <form aria-labelledby={titleId} onSubmit={form.onSubmit((values) => extend.mutate({ days: Number(values.days), reason: values.reason }))} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {text.title}
        </Title>
        <Text size="sm">{text.intro(reviewExtensionMaxDays)}</Text>
        <NumberInput label={text.daysLabel} min={1} max={reviewExtensionMaxDays} allowDecimal={false} w={150} withAsterisk {...form.getInputProps('days')} />
        <Textarea label={text.reasonLabel} rows={2} maxLength={extensionLimits.reasonMaxLength} withAsterisk {...form.getInputProps('reason')} />
        <div>
          <Button type="submit" variant="light" loading={extend.isPending}>
            {text.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
