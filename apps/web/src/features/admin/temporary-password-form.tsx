import { messages, SetTemporaryPasswordRequestSchema } from '@portal/contracts';
import { Button, Group, PasswordInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { setTemporaryPassword } from '../../api/admin-api';
import { formErrorMessage } from '../../api/form-error-message';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { useSchemaForm } from '../../ui/schema-form/use-schema-form';

const text = messages.adminPages;

/** The password the employee types; the account is the page's. */
const TemporaryPasswordFormSchema = SetTemporaryPasswordRequestSchema.pick({ newPassword: true });

/** Sets a temporary password, 8 to 20 characters (spec 2 §5); the user must change it at the next login. */
export function TemporaryPasswordForm({ helperId }: { helperId: number }) {
  const form = useSchemaForm(TemporaryPasswordFormSchema, { initialValues: { newPassword: '' }, });
  const mutation = useMutation({
    mutationFn: (newPassword: string) => setTemporaryPassword({ helperId, newPassword }),
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
    <form onSubmit={form.onSubmit(({ newPassword }) => mutation.mutate(newPassword))} noValidate>
      <Group align="flex-start" gap="sm">
        <PasswordInput label={text.temporaryPassword} {...form.getInputProps('newPassword')} autoComplete="new-password" w={260} />
        <Button type="submit" mt={25} loading={mutation.isPending} variant="default">
          {text.setTemporaryPassword}
        </Button>
      </Group>
    </form>
  );
}
