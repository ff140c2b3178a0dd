import { Loader } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useState } from 'react';
import { useSettings } from '../../api/settings-api';
import { SecurityQuestionsFieldset, type SecurityQuestionsValue, validateSecurityQuestions } from '../../ui/security-questions/security-questions-fieldset';
import type { ForgotPasswordStepProps } from './forgot-password-page';
import { ForgotPasswordStepForm } from './forgot-password-step-form';

/** Step 7 (pre-MFA accounts): three new questions, each from its own group; Next waits for a valid form. */
export function ForgotPasswordQuestionsStep({ state, goTo }: ForgotPasswordStepProps) {
  const { data: settings } = useSettings();
  const [value, setValue] = useState<SecurityQuestionsValue>(() => ({ questions: [...state.questions], answers: [...state.answers] }));
  const validation = validateSecurityQuestions(value, settings ? { settingsGroups: settings.securityQuestions } : {});
  if (!settings) return <Loader aria-label={messages.shell.loading} />;

  return (
    <ForgotPasswordStepForm
      serverError={state.serverError?.step === 7 ? state.serverError.message : null}
      onSubmit={() => validation.isValid && goTo(8, { questions: value.questions, answers: value.answers })}
      isSubmitDisabled={!validation.isValid}
    >
      <SecurityQuestionsFieldset settingsGroups={settings.securityQuestions} value={value} onChange={setValue} />
    </ForgotPasswordStepForm>
  );
}
