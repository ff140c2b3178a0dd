import { messages, registrationText } from '@portal/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { verifyMfaCode } from '../../api/mfa-api';
import { CodeInput, isCodeComplete } from '../../ui/code-input/code-input';
import { ResendCodeButton } from '../../ui/code-input/resend-code-button';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { formErrorMessage } from '../../api/form-error-message';
import { type RegistrationFlowState, registrationStepPath, updateRegistrationFlow } from './registration-flow-store';
import { RegistrationStepFrame } from './registration-step-frame';
import { sendRegistrationCode } from './send-registration-code';

function CodeEntry({ flow }: { flow: RegistrationFlowState }) {
  const navigate = useNavigate();
  // The code's refusal (a mismatch, an expired code) stays until the code is edited or a new one is sent.
  const form = useForm({ initialValues: { code: '' } });
  const { code } = form.values;
  const error = form.errors.code;
  const setError = (message: string) => form.setFieldError('code', message);
  const destination = flow.method === 'sms' && flow.maskedMobile ? flow.maskedMobile : flow.maskedEmail;

  const mutation = useMutation({
    mutationFn: (entered: string) => verifyMfaCode('Registration', { HelperId: flow.helperId, UserName: flow.yourInformation.email.trim(), Code: entered }),
    onSuccess: (answer) => {
      if (answer.error !== null) {
        // The server answers the spec's "Code does not match.", or says the code expired or the tries ran out.
        setError(answer.error);
        return;
      }
      updateRegistrationFlow({ currentStep: 4 });
      void navigate(registrationStepPath(4));
    },
    onError: (exception) => setError(formErrorMessage(exception) ?? messages.generic.unexpectedError),
  });

  const resend = async () => {
    try {
      await sendRegistrationCode(flow, flow.method);
      form.clearFieldError('code');
      showSuccessToast(flow.method === 'sms' ? messages.resend.text : messages.resend.email);
    } catch (exception) {
      showErrorToast(formErrorMessage(exception) ?? undefined);
      throw exception;
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(() => {
        if (isCodeComplete(code)) mutation.mutate(code);
      })}
    >
      <Stack gap="md">
        <Text>{registrationText.codeSentTo(destination)}</Text>
        <CodeInput value={code} onChange={(value) => form.setFieldValue('code', value)} autoFocus />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <ResendCodeButton onResend={resend} />
        <Group justify="space-between">
          <Button component={Link} to={registrationStepPath(flow.canChooseMethod ? 2 : 1)} variant="default">
            {registrationText.back}
          </Button>
          <Button type="submit" disabled={!isCodeComplete(code)} loading={mutation.isPending}>
            {registrationText.next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Register3, Verification: the six-digit code (spec 1 §4.2, §5.7). */
export function RegisterStep3Page() {
  return <RegistrationStepFrame step={3}>{(flow) => flow && <CodeEntry flow={flow} />}</RegistrationStepFrame>;
}
