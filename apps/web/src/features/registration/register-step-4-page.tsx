import { messages, registrationText, RegistrationStep4Schema, type RegistrationStep4Input } from '@portal/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/http-client';
import { saveRegistrationProvider } from '../../api/registration-api';
import { showErrorToast } from '../../ui/toasts';
import { formErrorMessage } from '../../api/form-error-message';
import { ProviderFields } from './provider-fields';
import { type RegistrationFlowState, registrationStepPath, updateRegistrationFlow } from './registration-flow-store';
import { RegistrationStepFrame } from './registration-step-frame';

const emptyProvider: RegistrationStep4Input = {
  providerFirstName: '',
  providerLastName: '',
  facility: '',
  taxId: '',
  npi: '',
  facilityPhone: '',
  facilityPhoneExt: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  termsAccepted: false,
  recentClaimNumber: '',
  recentClaimPaidAmount: '',
};

function ProviderForm({ flow }: { flow: RegistrationFlowState }) {
  const navigate = useNavigate();
  const [stepMessage, setStepMessage] = useState<string | null>(null);
  const form = useForm<RegistrationStep4Input>({
    initialValues: flow.provider ?? emptyProvider,
    validate: schemaResolver(RegistrationStep4Schema, { sync: true }),
  });

  const mutation = useMutation({
    mutationFn: (values: RegistrationStep4Input) => saveRegistrationProvider({ ...values, HelperId: flow.helperId }),
    onSuccess: (_answer, values) => {
      updateRegistrationFlow({ provider: values, currentStep: 5 });
      void navigate(registrationStepPath(5));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [field, fieldMessages] of Object.entries(error.fieldErrors)) form.setFieldError(field, fieldMessages[0]);
      }
      const text = formErrorMessage(error);
      if (text) setStepMessage(text);
      else showErrorToast();
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => {
          setStepMessage(null);
          mutation.mutate(values);
        },
        // Spec 1 §5.3: the step-level message beside the field messages.
        () => setStepMessage(messages.registration.missingInformation),
      )}
    >
      <Stack gap="md">
        <ProviderFields form={form} />
        {stepMessage && (
          <Alert color="red" role="alert">
            {stepMessage}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {registrationText.next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Register4, Provider / Facility Information (spec 1 §5.3). */
export function RegisterStep4Page() {
  return <RegistrationStepFrame step={4}>{(flow) => flow && <ProviderForm flow={flow} />}</RegistrationStepFrame>;
}
