import { messages, registrationText, type RegisterResponse } from '@portal/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/http-client';
import { register } from '../../api/registration-api';
import { useLeaveGuard } from '../../ui/leave-guard/use-leave-guard';
import { isPasswordFieldValid, PasswordField } from '../../ui/password-field/password-field';
import { clearRegistrationFlow, type RegistrationFlowState, registrationStepPath } from './registration-flow-store';
import { RegistrationStepFrame } from './registration-step-frame';
import { RegistrationSuccess } from './registration-success';

function CreatePasswordForm({ flow, onRegistered }: { flow: RegistrationFlowState; onRegistered: (result: RegisterResponse) => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const context = { userName: flow.yourInformation.email.trim(), firstName: flow.yourInformation.firstName, lastName: flow.yourInformation.lastName };

  const mutation = useMutation({
    mutationFn: () => register({ HelperId: flow.helperId, Password: password }),
    onSuccess: (result) => {
      // The flow state is cleared on success (spec 1 §4.2).
      clearRegistrationFlow();
      onRegistered(result);
    },
  });
  // Leaving during the final save is blocked (spec 1 §4.2).
  useLeaveGuard(mutation.isPending);

  const error = mutation.error;
  // A refused password (a rule, a common password) shows at the field; any other failure is the spec's message.
  const passwordError = error instanceof ApiError && error.status === 400 ? (error.fieldErrors?.Password?.[0] ?? error.message) : null;
  const failure = error && !passwordError ? messages.registration.error : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setIsSubmitted(true);
        if (isPasswordFieldValid({ password, confirm }, context)) mutation.mutate();
      }}
    >
      <Stack gap="md">
        <PasswordField
          label={registrationText.labels.password}
          value={password}
          onChange={(value) => {
            setPassword(value);
            mutation.reset();
          }}
          context={context}
          confirmValue={confirm}
          onConfirmChange={setConfirm}
          error={passwordError}
          showErrors={isSubmitted}
          disabled={mutation.isPending}
          autoFocus
        />
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

