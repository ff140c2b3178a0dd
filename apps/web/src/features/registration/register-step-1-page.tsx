import { messages, paths, registrationText, RegistrationStep1Schema, type RegistrationStep1Input } from '@portal/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/http-client';
import { beginRegistration, checkEmailRegistered } from '../../api/registration-api';
import { showErrorToast } from '../../ui/toasts';
import { type RegistrationFlowState, registrationStepPath, writeRegistrationFlow } from './registration-flow-store';
import { RegistrationStepFrame } from './registration-step-frame';
import { TermsLink } from './terms-link';
import { YourInformationFields } from './your-information-fields';

const emptyYourInformation: RegistrationStep1Input = {
  firstName: '',
  lastName: '',
  title: '',
  email: '',
  emailConfirm: '',
  phone: '',
  phoneExt: '',
  mobile: '',
  mobileConfirm: '',
};

class EmailAlreadyRegistered extends Error {}

function YourInformationForm({ initialValues }: { initialValues: RegistrationStep1Input }) {
  const navigate = useNavigate();
  const form = useForm<RegistrationStep1Input>({ initialValues, validate: schemaResolver(RegistrationStep1Schema, { sync: true }) });

  const mutation = useMutation({
    // Spec 1 §4.2: the already-registered check first, then the save.
    mutationFn: async (values: RegistrationStep1Input) => {
      if (await checkEmailRegistered({ Email: values.email.trim(), SendEmailMfa: false })) throw new EmailAlreadyRegistered();
      return beginRegistration(values);
    },
    onSuccess: (answer, values) => {
      const state: RegistrationFlowState = {
        helperId: answer.helperId,
        currentStep: answer.canChooseMethod ? 2 : 3,
        canChooseMethod: answer.canChooseMethod,
        maskedEmail: answer.maskedEmail,
        maskedMobile: answer.maskedMobile,
        method: 'email',
        yourInformation: values,
      };
      writeRegistrationFlow(state);
      void navigate(registrationStepPath(state.currentStep));
    },
    onError: (error) => {
      if (error instanceof EmailAlreadyRegistered || (error instanceof ApiError && error.status === 409)) {
        form.setFieldError('email', messages.registration.emailAlreadyRegistered);
      } else if (!(error instanceof ApiError && error.status === 400)) {
        showErrorToast();
      }
    },
  });

  const badInput = mutation.error instanceof ApiError && mutation.error.status === 400 ? mutation.error.message : null;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <YourInformationFields form={form} />
        {badInput && (
          <Alert color="red" role="alert">
            {badInput}
          </Alert>
        )}
        <TermsLink />
        <Group justify="space-between">
          <Button component={Link} to={paths.login} variant="default">
            {registrationText.cancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {registrationText.next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Register1, Your Information (spec 1 §2.5, §5.2). Submitting it again later starts a new flow. */
export function RegisterStep1Page() {
  return (
    <RegistrationStepFrame step={1}>{(flow) => <YourInformationForm initialValues={flow?.yourInformation ?? emptyYourInformation} />}</RegistrationStepFrame>
  );
}
