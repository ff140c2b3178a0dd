import { Loader } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useSettings } from '../../api/settings-api';
import { SecurityQuestionsFieldset, useSecurityQuestionsForm, validateSecurityQuestions } from '../../ui/security-questions/security-questions-fieldset';
import type { ForgotPasswordStepProps } from './forgot-password-page';
import { ForgotPasswordStepForm } from './forgot-password-step-form';

/** Step 7 (pre-MFA accounts): three new questions, each from its own group; Next waits for a valid form. */
export function ForgotPasswordQuestionsStep({ state, goTo }: ForgotPasswordStepProps) {
  const { data: settings } = useSettings();
  const rules = settings ? { settingsGroups: settings.securityQuestions } : {};
  const form = useSecurityQuestionsForm(() => ({ questions: [...state.questions], answers: [...state.answers] }), rules);
  if (!settings) return <Loader aria-label={messages.shell.loading} />;

  return (
    <ForgotPasswordStepForm
      serverError={state.serverError?.step === 7 ? state.serverError.message : null}
      onSubmit={form.onSubmit(({ questions, answers }) => goTo(8, { questions, answers }))}
      isSubmitDisabled={!validateSecurityQuestions(form.values, rules).isValid}
    >
      <SecurityQuestionsFieldset settingsGroups={settings.securityQuestions} form={form} />
    </ForgotPasswordStepForm>
  );
}
