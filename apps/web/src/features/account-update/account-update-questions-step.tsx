import { messages } from '@portal/contracts';
import type { Settings } from '@portal/contracts';
import { SecurityQuestionsFieldset, useSecurityQuestionsForm } from '../../ui/security-questions/security-questions-fieldset';
import type { AccountUpdateStepProps } from './account-update-password-step';
import { AccountUpdateStepForm } from './account-update-step-form';

export interface AccountUpdateQuestionsStepProps extends AccountUpdateStepProps {
  settingsGroups: Settings['securityQuestions'];
  /** The account's current questions, which Cancel restores. */
  originalQuestions: (number | null)[];
}

/**
 * Step 3: security questions in update mode (spec 1 §2.6, §5.4): each answer stays hidden until Change Current
 * Answer; Cancel restores the original question and clears the answer.
 */
export function AccountUpdateQuestionsStep({ draft, onNext, settingsGroups, originalQuestions }: AccountUpdateQuestionsStepProps) {
  const form = useSecurityQuestionsForm(
    () => ({
      questions: draft.questions.length === 3 ? [...draft.questions] : [...originalQuestions],
      answers: [...draft.answers],
      isChanging: [...draft.isChanging],
    }),
    { isUpdateMode: true, settingsGroups },
  );

  const submit = form.onSubmit((value) =>
    onNext({ questions: value.questions, answers: value.answers, isChanging: value.isChanging ?? [false, false, false] }),
  );

  return (
    <AccountUpdateStepForm
      step={3}
      intro={messages.accountUpdate.questionsIntro}
      serverError={draft.serverError?.step === 3 ? draft.serverError.message : null}
      onSubmit={submit}
    >
      <SecurityQuestionsFieldset settingsGroups={settingsGroups} form={form} isUpdateMode originalQuestions={originalQuestions} />
    </AccountUpdateStepForm>
  );
}
