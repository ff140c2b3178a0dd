import { messages } from '@portal/contracts';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { StepForm, type StepFormProps } from '../../ui/step-form/step-form';
import { accountUpdateStepPath } from './account-update-steps';

const text = messages.accountUpdate;

/** Back to the previous step; the first step keeps its place empty, so Next stays at the end. */
export function AccountUpdateBack({ step, isBusy }: { step: number; isBusy?: boolean }) {
  if (step <= 1) return <span />;
  return (
    <Button component={Link} to={accountUpdateStepPath(step - 1)} variant="default" disabled={isBusy}>
      {text.back}
    </Button>
  );
}

export type AccountUpdateStepFormProps = Omit<StepFormProps, 'submitLabel' | 'back'> & { step: number; submitLabel?: string };

/** The frame of a step: intro, the step's fields, Back (after step 1) and Next. */
export function AccountUpdateStepForm({ step, submitLabel = text.next, ...props }: AccountUpdateStepFormProps) {
  return <StepForm {...props} submitLabel={submitLabel} back={<AccountUpdateBack step={step} isBusy={props.isBusy} />} />;
}
