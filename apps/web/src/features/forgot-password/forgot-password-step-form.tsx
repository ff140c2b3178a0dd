import { messages } from '@portal/contracts';
import { StepForm, type StepFormProps } from '../../ui/step-form/step-form';

export type ForgotPasswordStepFormProps = Omit<StepFormProps, 'submitLabel' | 'back' | 'isBusy'> & { submitLabel?: string };

/** The frame of steps 5 to 8: intro, the step's fields, Next (or Accept). */
export function ForgotPasswordStepForm({ submitLabel = messages.accountRecovery.next, ...props }: ForgotPasswordStepFormProps) {
  return <StepForm {...props} submitLabel={submitLabel} />;
}
