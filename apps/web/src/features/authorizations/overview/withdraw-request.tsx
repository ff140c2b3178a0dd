import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type AuthorizationOverview, authorizationMessages, WithdrawAuthorizationRequestSchema, withdrawLimits } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/http-client';
import { withdrawAuthorization } from '../../../api/peer-to-peer-api';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts';

const text = authorizationMessages.withdraw;
const rules = schemaResolver(WithdrawAuthorizationRequestSchema, { sync: true });

/**
 * "Withdraw request" on a pending request's overview (issue 34 §5): a dialog asks why (the reviewer reads it) and
 * confirms; the overview reloads as Cancelled. Focus moves into the dialog and back to the button when it closes.
 */
export function WithdrawRequest({ authorization }: { authorization: AuthorizationOverview }) {
  const [isOpen, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { reason: '' }, validate: rules });
  const send = useMutation({
    mutationFn: (reason: string) => withdrawAuthorization(authorization.id, reason),
    onSuccess: async () => {
      setOpen(false);
      showSuccessToast(text.done);
      await queryClient.invalidateQueries({ queryKey: ['authorizations', authorization.qhid] });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409))
        form.setFieldError('reason', error.fieldErrors?.reason?.[0] ?? error.message);
      else showErrorToast();
    },
  });
  return (
    <>
      <Button variant="outline" color="red" onClick={() => setOpen(true)}>
        {text.button}
      </Button>
      <Modal opened={isOpen} onClose={() => !send.isPending && setOpen(false)} title={text.title} centered>
        <form noValidate onSubmit={form.onSubmit((values) => send.mutate(values.reason.trim()))}>
          <Stack gap="sm">
            <Text size="sm">{text.intro}</Text>
            <Textarea
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
              <Button variant="default" onClick={() => setOpen(false)} disabled={send.isPending}>
                {text.keep}
              </Button>
              <Button type="submit" color="red" loading={send.isPending}>
                {text.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
