import { messages, SetTemporaryPasswordRequestSchema } from '@portal/contracts';
import { Button, Group, PasswordInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { setTemporaryPassword } from '../../api/admin-api';
import { formErrorMessage } from '../../api/form-error-message';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

const text = messages.adminPages;

const temporaryPasswordRules = schemaResolver(SetTemporaryPasswordRequestSchema.pick({ newPassword: true }), { sync: true });

/** Sets a temporary password, 8 to 20 characters (spec 2 §5); the user must change it at the next login. */
export function TemporaryPasswordForm({ helperId }: { helperId: number }) {
  const form = useForm({ initialValues: { newPassword: '' }, validate: temporaryPasswordRules });
  const mutation = useMutation({
    mutationFn: setTemporaryPassword,
    onSuccess: () => {
      form.reset();
      showSuccessToast(messages.admin.temporaryPasswordSet);
    },
    onError: (failure) => {
      const message = formErrorMessage(failure);
      if (message) form.setFieldError('newPassword', message);
      else showErrorToast();
    },
  });

  return (
    <form onSubmit={form.onSubmit(({ newPassword }) => mutation.mutate({ helperId, newPassword }))} noValidate>
      <Group align="flex-start" gap="sm">
        <PasswordInput label={text.temporaryPassword} {...form.getInputProps('newPassword')} autoComplete="new-password" w={260} />
        <Button type="submit" mt={25} loading={mutation.isPending} variant="default">
          {text.setTemporaryPassword}
        </Button>
      </Group>
    </form>
  );
}
