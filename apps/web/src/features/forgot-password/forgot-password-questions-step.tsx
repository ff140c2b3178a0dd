import { Loader } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { SecurityQuestionGroups } from '@portal/contracts';
import { useSettings } from '../../api/settings-api';
import { SecurityQuestionsFieldset, useSecurityQuestionsForm } from '../../ui/security-questions/security-questions-fieldset';
import type { ForgotPasswordStepProps } from './forgot-password-page';
import { ForgotPasswordStepForm } from './forgot-password-step-form';

/** Step 7 (pre-MFA accounts): three new questions, each from its own group; Next waits for a valid form. */
export function ForgotPasswordQuestionsStep(props: ForgotPasswordStepProps) {
  const { data: settings } = useSettings();
  if (!settings) return <Loader aria-label={messages.shell.loading} />;
  return <QuestionsForm {...props} settingsGroups={settings.securityQuestions} />;
}

function QuestionsForm({ state, goTo, settingsGroups }: ForgotPasswordStepProps & { settingsGroups: SecurityQuestionGroups }) {
  const form = useSecurityQuestionsForm(settingsGroups, { questions: [...state.questions], answers: [...state.answers], isChanging: [false, false, false] });
  return (
    <ForgotPasswordStepForm
      serverError={state.serverError?.step === 7 ? state.serverError.message : null}
      onSubmit={form.onSubmit(({ questions, answers }) => goTo(8, { questions, answers }))}
      isSubmitDisabled={!form.isValid()}
    >
      <SecurityQuestionsFieldset form={form} settingsGroups={settingsGroups} />
    </ForgotPasswordStepForm>
  );
}
