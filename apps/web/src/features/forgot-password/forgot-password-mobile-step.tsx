import { MobileNumberFields, useMobileNumberForm } from '../../ui/mobile-number/mobile-number-fields';
import type { ForgotPasswordStepProps } from './forgot-password-page';
import { ForgotPasswordStepForm } from './forgot-password-step-form';

/** Step 6 (pre-MFA accounts): add a mobile number or choose "Not at this time" (spec 1 §5.5). */
export function ForgotPasswordMobileStep({ state, goTo }: ForgotPasswordStepProps) {
  const form = useMobileNumberForm({ mobile: state.mobile, confirm: state.mobileConfirm, skip: state.skipMobile });

  // Skipping clears the numbers (spec 1 §5.5).
  const submit = form.onSubmit((value) =>
    goTo(7, value.skip ? { mobile: '', mobileConfirm: '', skipMobile: true } : { mobile: value.mobile, mobileConfirm: value.confirm, skipMobile: false }),
  );

  return (
    <ForgotPasswordStepForm serverError={state.serverError?.step === 6 ? state.serverError.message : null} onSubmit={submit}>
      <MobileNumberFields form={form} autoFocus />
    </ForgotPasswordStepForm>
  );
}
