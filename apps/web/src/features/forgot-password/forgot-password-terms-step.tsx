import { messages, resourceKeys } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { resourceQueryOptions } from '../../api/resource-api';
import { TermsScrollBox } from '../../ui/terms-scroll-box';
import type { ForgotPasswordStepProps } from './forgot-password-page';
import { ForgotPasswordStepForm } from './forgot-password-step-form';

/** Step 8 (pre-MFA accounts): the updated terms from their resource; Accept waits until they are loaded. */
export function ForgotPasswordTermsStep({ state, goTo }: ForgotPasswordStepProps) {
  const terms = useQuery(resourceQueryOptions(resourceKeys.epTermsAndConditions));
  return (
    <ForgotPasswordStepForm
      intro={messages.accountRecovery.termsIntro}
      serverError={state.serverError?.step === 8 ? state.serverError.message : null}
      onSubmit={() => goTo(9, { termsAccepted: true })}
      submitLabel={messages.accountRecovery.accept}
      isSubmitDisabled={!terms.data}
    >
      <TermsScrollBox html={terms.data?.content} />
    </ForgotPasswordStepForm>
  );
}
