import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type AuthorizationOverview, authorizationMessages, WithdrawAuthorizationRequestSchema, withdrawLimits } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../api/http-client';
import { withdrawAuthorization } from '../../../api/peer-to-peer-api';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts';

const text = authorizationMessages.withdraw;
const rules = schemaResolver(WithdrawAuthorizationRequestSchema, { sync: true });

interface WithdrawFormProps {
  authorization: AuthorizationOverview;
  /** The dialog does not close while the withdrawal is being sent. */
  onSendingChange: (isSending: boolean) => void;
  onClose: () => void;
}

/** The withdraw dialog's form (issue 34 §5): why, then Withdraw or Keep. */
export function WithdrawForm({ authorization, onSendingChange, onClose }: WithdrawFormProps) {
  const queryClient = useQueryClient();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const form = useForm({ initialValues: { reason: '' }, validate: rules });
  const send = useMutation({
    mutationFn: (reason: string) => withdrawAuthorization(authorization.id, reason),
    onSuccess: async () => {
      onClose();
      showSuccessToast(text.done);
      await queryClient.invalidateQueries({ queryKey: ['authorizations', authorization.qhid] });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409))
        form.setFieldError('reason', error.fieldErrors?.reason?.[0] ?? error.message);
      else showErrorToast();
    },
  });
  // The dialog moved focus in before the form had loaded: the reason takes it now, as it would have then.
  useEffect(() => reasonRef.current?.focus(), []);
  useEffect(() => onSendingChange(send.isPending), [onSendingChange, send.isPending]);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => send.mutate(values.reason.trim()))}>
      <Stack gap="sm">
        <Text size="sm">{text.intro}</Text>
        <Textarea
          ref={reasonRef}
          label={text.reasonLabel}
          description={text.reasonDescription}
          withAsterisk
          autosize
          minRows={3}
          maxLength={withdrawLimits.reasonMaxLength}
          data-autofocus
          {...form.getInputProps('reason')}
          disabled={send.isPending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            {text.keep}
          </Button>
          <Button type="submit" color="red" loading={send.isPending}>
            {text.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
