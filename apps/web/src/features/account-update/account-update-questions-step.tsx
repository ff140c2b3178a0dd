import { messages } from '@portal/contracts';
import type { Settings } from '@portal/contracts';
import { useState } from 'react';
import {
  SecurityQuestionsFieldset,
  type SecurityQuestionsValue,
  validateSecurityQuestions,
} from '../../ui/security-questions/security-questions-fieldset';
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
  const [value, setValue] = useState<SecurityQuestionsValue>(() => ({
    questions: draft.questions.length === 3 ? [...draft.questions] : [...originalQuestions],
    answers: [...draft.answers],
    isChanging: [...draft.isChanging],
  }));
  const [isSubmitted, setIsSubmitted] = useState(false);
  const validation = validateSecurityQuestions(value, { isUpdateMode: true, settingsGroups });

  const submit = () => {
    setIsSubmitted(true);
    if (!validation.isValid) return;
    onNext({ questions: value.questions, answers: value.answers, isChanging: value.isChanging ?? [false, false, false] });
  };

  return (
    <AccountUpdateStepForm
      step={3}
      intro={messages.accountUpdate.questionsIntro}
      serverError={draft.serverError?.step === 3 ? draft.serverError.message : null}
      onSubmit={submit}
    >
      <SecurityQuestionsFieldset
        settingsGroups={settingsGroups}
        value={value}
        onChange={setValue}
        errors={isSubmitted ? validation : undefined}
        isUpdateMode
        originalQuestions={originalQuestions}
      />
    </AccountUpdateStepForm>
  );
}
