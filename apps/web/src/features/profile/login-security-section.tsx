import { messages } from '@portal/contracts';
import type { CurrentUser, Profile, SecurityQuestionGroups } from '@portal/contracts';
import { Button, Divider, Group, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/http-client';
import { profileQueryOptions, updatePassword, updateSecurityQuestions } from '../../api/profile-api';
import { PasswordField, usePasswordForm } from '../../ui/password-field/password-field';
import {
  SecurityQuestionsFieldset,
  securityQuestionsForUpdate,
  securityQuestionsFormErrors,
  useSecurityQuestionsForm,
} from '../../ui/security-questions/security-questions-fieldset';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { firstFieldErrors, type SettingsSectionProps, showSaveFailure, useSettingsSection } from './settings-section';

const text = messages.settingsPage;

/** The request's names of the password fields, at the form's. */
const passwordFormPaths: Record<string, string> = { newPassword: 'password', currentPassword: 'current' };

interface LoginSecuritySectionProps extends SettingsSectionProps {
  profile: Profile;
  user: CurrentUser;
  settingsGroups: SecurityQuestionGroups;
}

const questionsOf = (profile: Profile) => [profile.securityQuestion1, profile.securityQuestion2, profile.securityQuestion3];

/** Login & Security: change the password with the current one, and the security questions in update mode. */
export function LoginSecuritySection({ profile, user, settingsGroups, ...section }: LoginSecuritySectionProps) {
  const queryClient = useQueryClient();
  const context = { userName: user.userName, firstName: user.firstName, lastName: user.lastName };
  const originalQuestions = questionsOf(profile);
  const passwordForm = usePasswordForm(context, { requiresCurrent: true });
  const questionsForm = useSecurityQuestionsForm(settingsGroups, securityQuestionsForUpdate(originalQuestions), { isUpdateMode: true });
  const passwordSave = useMutation({ mutationFn: updatePassword });
  const questionsSave = useMutation({ mutationFn: updateSecurityQuestions });

  const isPasswordDirty = Object.values(passwordForm.values).some((value) => value !== '');
  const { questions, answers, isChanging } = questionsForm.values;
  const isQuestionsDirty = answers.some((answer) => answer !== '') || questions.some((question, index) => question !== originalQuestions[index]);

  const savePassword = async (): Promise<boolean> => {
    if (passwordForm.validate().hasErrors) return false;
    const { current, password } = passwordForm.getValues();
    try {
      await passwordSave.mutateAsync({ currentPassword: current, newPassword: password });
      passwordForm.reset();
      showSuccessToast(text.passwordChanged);
      return true;
    } catch (error) {
      showSaveFailure(error, (errors) =>
        passwordForm.setErrors(Object.fromEntries(Object.entries(errors).map(([field, message]) => [passwordFormPaths[field] ?? field, message]))),
      );
      return false;
    }
  };

  const saveQuestions = async (): Promise<boolean> => {
    const [securityQuestion1, securityQuestion2, securityQuestion3] = questions;
    if (questionsForm.validate().hasErrors || !securityQuestion1 || !securityQuestion2 || !securityQuestion3) return false;
    const answer = (index: number) => (isChanging[index] ? answers[index] || null : null);
    try {
      const saved = await questionsSave.mutateAsync({
        securityQuestion1,
        securityQuestion2,
        securityQuestion3,
        securityAnswer1: answer(0),
        securityAnswer2: answer(1),
        securityAnswer3: answer(2),
      });
      queryClient.setQueryData(profileQueryOptions.queryKey, saved);
      questionsForm.setValues(securityQuestionsForUpdate(questionsOf(saved)));
      showSuccessToast(text.securityQuestionsSaved);
      return true;
    } catch (error) {
      const isRefused = error instanceof ApiError && error.status === 400;
      if (isRefused) questionsForm.setErrors(securityQuestionsFormErrors(firstFieldErrors(error.fieldErrors)));
      showErrorToast(isRefused ? error.message : undefined);
      return false;
    }
  };

  useSettingsSection(section, isPasswordDirty || isQuestionsDirty, async () => {
    const isPasswordSaved = !isPasswordDirty || (await savePassword());
    const isQuestionsSaved = !isQuestionsDirty || (await saveQuestions());
    return isPasswordSaved && isQuestionsSaved;
  });

  return (
    <Stack gap="lg">
      <Title order={2}>{text.loginAndSecurity}</Title>
      <form onSubmit={(event) => { event.preventDefault(); void savePassword(); }} noValidate>
        <Stack gap="md">
          <Title order={3}>{text.changePassword}</Title>
          <PasswordField form={passwordForm} label={text.newPasswordLabel} context={context} hasCurrent disabled={passwordSave.isPending} />
          <Group justify="flex-end">
            <Button type="submit" loading={passwordSave.isPending} disabled={!isPasswordDirty}>
              {text.save}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <form onSubmit={(event) => { event.preventDefault(); void saveQuestions(); }} noValidate>
        <Stack gap="md">
          <Title order={3}>{text.securityQuestions}</Title>
          <SecurityQuestionsFieldset
            form={questionsForm}
            settingsGroups={settingsGroups}
            isUpdateMode
            originalQuestions={originalQuestions}
            disabled={questionsSave.isPending}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={questionsSave.isPending} disabled={!isQuestionsDirty}>
              {text.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
