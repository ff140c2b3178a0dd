import { messages } from '@portal/contracts';
import type { CurrentUser } from '@portal/contracts';
import { useState } from 'react';
import { isPasswordFieldValid, PasswordField } from '../../ui/password-field/password-field';
import type { AccountUpdateDraft } from './account-update-draft';
import { AccountUpdateStepForm } from './account-update-step-form';

export interface AccountUpdateStepProps {
  user: CurrentUser;
  draft: AccountUpdateDraft;
  /** Saves this step's values and opens the next step. */
  onNext: (changes: Partial<AccountUpdateDraft>) => void;
}

/** Step 1: the new password with the live checklist (spec 1 §5.1). */
export function AccountUpdatePasswordStep({ user, draft, onNext }: AccountUpdateStepProps) {
  const [password, setPassword] = useState(draft.password);
  const [confirm, setConfirm] = useState(draft.password);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const context = { userName: user.userName, firstName: user.firstName, lastName: user.lastName };
  const serverError = draft.serverError?.step === 1 && password === draft.password ? draft.serverError.message : null;

  const submit = () => {
    setIsSubmitted(true);
    if (isPasswordFieldValid({ password, confirm }, context)) onNext({ password });
  };

  return (
    <AccountUpdateStepForm step={1} intro={messages.accountUpdate.intro} serverError={serverError} onSubmit={submit}>
      <PasswordField
        label={messages.resetPasswordPage.newPasswordLabel}
        value={password}
        onChange={setPassword}
        context={context}
        confirmValue={confirm}
        onConfirmChange={setConfirm}
        showErrors={isSubmitted}
        autoFocus
      />
    </AccountUpdateStepForm>
  );
}
