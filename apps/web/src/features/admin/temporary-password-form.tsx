import { messages, TemporaryPasswordSchema } from '@portal/contracts';
import { Button, Group, PasswordInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { setTemporaryPassword } from '../../api/admin-api';
import { formErrorMessage } from '../../api/form-error-message';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

const text = messages.adminPages;

/** Sets a temporary password, 8 to 20 characters (spec 2 §5); the user must change it at the next login. */
export function TemporaryPasswordForm({ helperId }: { helperId: number }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = TemporaryPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.admin.temporaryPasswordLength);
      return;
    }
    setIsSaving(true);
    try {
      await setTemporaryPassword({ helperId, newPassword: parsed.data });
      setPassword('');
      setError(null);
      showSuccessToast(messages.admin.temporaryPasswordSet);
    } catch (failure) {
      const message = formErrorMessage(failure);
      if (message) setError(message);
      else showErrorToast();
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Group align="flex-start" gap="sm">
        <PasswordInput
          label={text.temporaryPassword}
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="new-password"
          w={260}
        />
        <Button type="submit" mt={25} loading={isSaving} variant="default">
          {text.setTemporaryPassword}
        </Button>
      </Group>
    </form>
  );
}
