import { messages, registrationText, type RegisterResponse } from '@portal/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/http-client';
import { register } from '../../api/registration-api';
import { useLeaveGuard } from '../../ui/leave-guard/use-leave-guard';
import { PasswordField, usePasswordForm } from '../../ui/password-field/password-field';
import { clearRegistrationFlow, type RegistrationFlowState, registrationStepPath } from './registration-flow-store';
import { RegistrationStepFrame } from './registration-step-frame';
import { RegistrationSuccess } from './registration-success';

function CreatePasswordForm({ flow, onRegistered }: { flow: RegistrationFlowState; onRegistered: (result: RegisterResponse) => void }) {
  const context = { userName: flow.yourInformation.email.trim(), firstName: flow.yourInformation.firstName, lastName: flow.yourInformation.lastName };
  const form = usePasswordForm({ context });

  const mutation = useMutation({
    mutationFn: (password: string) => register({ HelperId: flow.helperId, Password: password }),
    onSuccess: (result) => {
      // The flow state is cleared on success (spec 1 §4.2).
      clearRegistrationFlow();
      onRegistered(result);
    },
    // A refused password (a rule, a common password) shows at the field; any other failure is the spec's message.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) form.setFieldError('password', error.fieldErrors?.Password?.[0] ?? error.message);
    },
  });
  // Leaving during the final save is blocked (spec 1 §4.2).
  useLeaveGuard(mutation.isPending);

  const failure = mutation.isError && !(mutation.error instanceof ApiError && mutation.error.status === 400) ? messages.registration.error : null;

  return (
    <form noValidate onSubmit={form.onSubmit(({ password }) => mutation.mutate(password))}>
      <Stack gap="md">
        <PasswordField label={registrationText.labels.password} form={form} context={context} disabled={mutation.isPending} autoFocus />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="space-between">
          <Button component={Link} to={registrationStepPath(4)} variant="default" disabled={mutation.isPending}>
            {registrationText.back}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {registrationText.createAccount}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Register5, Create Password (spec 1 §5.1), then the success screen in place: the flow is over by then. */
export function RegisterStep5Page() {
  const [result, setResult] = useState<RegisterResponse | null>(null);
  if (result) return <RegistrationSuccess result={result} />;
  return <RegistrationStepFrame step={5}>{(flow) => flow && <CreatePasswordForm flow={flow} onRegistered={setResult} />}</RegistrationStepFrame>;
}
