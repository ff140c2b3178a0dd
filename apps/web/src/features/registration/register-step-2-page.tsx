import { type MfaMethod, registrationText } from '@portal/contracts';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formErrorMessage } from '../../api/form-error-message';
import { showErrorToast } from '../../ui/toasts';
import { type RegistrationFlowState, registrationStepPath, updateRegistrationFlow } from './registration-flow-store';
import { RegistrationStepFrame } from './registration-step-frame';
import { sendRegistrationCode } from './send-registration-code';
import { TermsLink } from './terms-link';

function MethodChoice({ flow }: { flow: RegistrationFlowState }) {
  const navigate = useNavigate();
  // E-mail is the default (spec 1 §4.2); the text option exists only when a mobile was given.
  const [method, setMethod] = useState<MfaMethod>(flow.maskedMobile ? flow.method : 'email');

  const mutation = useMutation({
    mutationFn: () => sendRegistrationCode(flow, method),
    onSuccess: () => {
      updateRegistrationFlow({ method, currentStep: 3 });
      void navigate(registrationStepPath(3));
    },
    onError: (error) => showErrorToast(formErrorMessage(error) ?? undefined),
  });

  return (
    <Stack gap="md">
      <Radio.Group label={registrationText.methodQuestion} value={method} onChange={(value) => setMethod(value as MfaMethod)}>
        <Stack gap="xs" mt="xs">
          <Radio value="email" label={registrationText.methodEmail(flow.maskedEmail)} />
          {flow.maskedMobile && <Radio value="sms" label={registrationText.methodText(flow.maskedMobile)} />}
        </Stack>
      </Radio.Group>
      <TermsLink />
      <Group justify="space-between">
        <Button component={Link} to={registrationStepPath(1)} variant="default">
          {registrationText.back}
        </Button>
        <Button onClick={() => mutation.mutate()} loading={mutation.isPending}>
          {registrationText.next}
        </Button>
      </Group>
    </Stack>
  );
}

/** Register2, Verification: how to receive the code (only when SMS registration is on and a mobile was given). */
export function RegisterStep2Page() {
  return <RegistrationStepFrame step={2}>{(flow) => flow && <MethodChoice flow={flow} />}</RegistrationStepFrame>;
}
