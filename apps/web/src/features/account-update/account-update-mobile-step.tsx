import { messages } from '@portal/contracts';
import { MobileNumberFields, useMobileNumberForm } from '../../ui/mobile-number/mobile-number-fields';
import type { AccountUpdateStepProps } from './account-update-password-step';
import { AccountUpdateStepForm } from './account-update-step-form';

/** Step 2: add a mobile number or choose "Not at this time" (spec 1 §5.5). */
export function AccountUpdateMobileStep({ draft, onNext }: AccountUpdateStepProps) {
  const form = useMobileNumberForm({ mobile: draft.mobile, confirm: draft.mobileConfirm, skip: draft.skipMobile });

  // Skipping clears the numbers (spec 1 §4.3).
  const submit = form.onSubmit((value) =>
    onNext(value.skip ? { mobile: '', mobileConfirm: '', skipMobile: true } : { mobile: value.mobile, mobileConfirm: value.confirm, skipMobile: false }),
  );

  return (
    <AccountUpdateStepForm
      step={2}
      intro={messages.accountUpdate.mobileIntro}
      serverError={draft.serverError?.step === 2 ? draft.serverError.message : null}
      onSubmit={submit}
    >
      <MobileNumberFields form={form} autoFocus />
    </AccountUpdateStepForm>
  );
}
