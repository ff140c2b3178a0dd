import { messages } from '@portal/contracts';
import type { CurrentUser } from '@portal/contracts';
import { NewPasswordStep } from '../../ui/password-field/new-password-step';
import type { AccountUpdateDraft } from './account-update-draft';
import { AccountUpdateBack } from './account-update-step-form';

export interface AccountUpdateStepProps {
  user: CurrentUser;
  draft: AccountUpdateDraft;
  /** Saves this step's values and opens the next step. */
  onNext: (changes: Partial<AccountUpdateDraft>) => void;
}

/** Step 1: the new password with the live checklist (spec 1 §5.1). */
export function AccountUpdatePasswordStep({ user, draft, onNext }: AccountUpdateStepProps) {
  return (
    <NewPasswordStep
      intro={messages.accountUpdate.intro}
      label={messages.resetPasswordPage.newPasswordLabel}
      submitLabel={messages.accountUpdate.next}
      back={<AccountUpdateBack step={1} />}
      savedPassword={draft.password}
      savedError={draft.serverError?.step === 1 ? draft.serverError.message : null}
      context={{ userName: user.userName, firstName: user.firstName, lastName: user.lastName }}
      onNext={(password) => onNext({ password })}
    />
  );
}
