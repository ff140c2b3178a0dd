import { messages, type RecoveryBeginRequest, RecoveryBeginRequestSchema } from '@portal/contracts';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';

const text = messages.accountRecovery;

/** The first message of each field by the contracts' schema (spec 1 §5.6). */
const recoveryNameRules = schemaResolver(RecoveryBeginRequestSchema, { sync: true });

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
  const form = useForm({
    initialValues,
    validate: recoveryNameRules,
    // Called once the rules hold: what is sent is the schema's output (trimmed).
    transformValues: (values) => RecoveryBeginRequestSchema.parse(values),
  });

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Text>{intro}</Text>
        {error}
        <TextInput label={text.firstNameLabel} {...form.getInputProps('firstName')} withAsterisk autoComplete="given-name" />
        <TextInput label={text.lastNameLabel} {...form.getInputProps('lastName')} withAsterisk autoComplete="family-name" />
        <TextInput label={text.emailLabel} type="email" {...form.getInputProps('email')} withAsterisk readOnly={isEmailLocked} autoComplete="username" />
        <Button type="submit" loading={isBusy} style={{ alignSelf: 'flex-end' }}>
          {text.next}
        </Button>
      </Stack>
    </form>
  );
}
