import { messages, type RecoveryBeginRequest, RecoveryBeginRequestSchema } from '@portal/contracts';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';

type Field = keyof RecoveryBeginRequest;
const text = messages.accountRecovery;

/** The first message of each field by the contracts' schema (spec 1 §5.6). */
export function recoveryNameErrors(values: RecoveryBeginRequest): Partial<Record<Field, string>> {
  const result = RecoveryBeginRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

export interface RecoveryNameFormProps {
  intro: string;
  initialValues: RecoveryBeginRequest;
  /** A preset static e-mail (the Login page's unlock link): shown read-only. */
  isEmailLocked?: boolean;
  onSubmit: (values: RecoveryBeginRequest) => void;
  isBusy: boolean;
  error?: ReactNode;
}

/** Step 1 of forgot password and unlock: first name, last name, e-mail (User ID). */
export function RecoveryNameForm({ intro, initialValues, isEmailLocked = false, onSubmit, isBusy, error }: RecoveryNameFormProps) {
  const [values, setValues] = useState(initialValues);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const errors = isSubmitted ? recoveryNameErrors(values) : {};
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    const parsed = RecoveryBeginRequestSchema.safeParse(values);
    if (parsed.success) onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{intro}</Text>
        {error}
        <TextInput label={text.firstNameLabel} value={values.firstName} onChange={set('firstName')} error={errors.firstName} withAsterisk autoComplete="given-name" />
        <TextInput label={text.lastNameLabel} value={values.lastName} onChange={set('lastName')} error={errors.lastName} withAsterisk autoComplete="family-name" />
        <TextInput
          label={text.emailLabel}
          type="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          withAsterisk
          readOnly={isEmailLocked}
          autoComplete="username"
        />
        <Button type="submit" loading={isBusy} style={{ alignSelf: 'flex-end' }}>
          {text.next}
        </Button>
      </Stack>
    </form>
  );
}
