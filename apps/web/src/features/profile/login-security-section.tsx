import { messages } from '@portal/contracts';
import type { CurrentUser, Profile, Settings } from '@portal/contracts';
import { Button, Divider, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/http-client';
import { profileQueryOptions, updatePassword, updateSecurityQuestions } from '../../api/profile-api';
import { PasswordField, usePasswordForm } from '../../ui/password-field/password-field';
import { SecurityQuestionsFieldset, securityQuestionsForUpdate, useSecurityQuestionsForm } from '../../ui/security-questions/security-questions-fieldset';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { type SettingsSectionProps, showSaveFailure, useSettingsSection } from './settings-section';

const text = messages.settingsPage;

interface LoginSecuritySectionProps extends SettingsSectionProps {
  profile: Profile;
  user: CurrentUser;
  settingsGroups: Settings['securityQuestions'];
}

const questionsOf = (profile: Profile) => [profile.securityQuestion1, profile.securityQuestion2, profile.securityQuestion3];

/** Login & Security: change the password with the current one, and the security questions in update mode. */
export function LoginSecuritySection({ profile, user, settingsGroups, ...section }: LoginSecuritySectionProps) {
  const queryClient = useQueryClient();
  const context = { userName: user.userName, firstName: user.firstName, lastName: user.lastName };
  const originalQuestions = questionsOf(profile);
  const passwordForm = usePasswordForm({ context, requiresCurrent: true });
  const questionsForm = useSecurityQuestionsForm(() => securityQuestionsForUpdate(originalQuestions), { isUpdateMode: true, settingsGroups });
  const [saving, setSaving] = useState<'password' | 'questions' | null>(null);

  const isPasswordDirty = passwordForm.isDirty();
  const questions = questionsForm.values;
  const isQuestionsDirty =
    questions.answers.some((answer) => answer !== '') || questions.questions.some((question, index) => question !== originalQuestions[index]);
  const isDirty = isPasswordDirty || isQuestionsDirty;

  const savePassword = async (): Promise<boolean> => {
    if (passwordForm.validate().hasErrors) return false;
    const { current, password } = passwordForm.getValues();
    setSaving('password');
    try {
      await updatePassword({ currentPassword: current, newPassword: password });
      passwordForm.reset();
      showSuccessToast(text.passwordChanged);
      return true;
    } catch (error) {
      // The server names the inputs as its request does.
      showSaveFailure(error, ({ currentPassword, newPassword }) => passwordForm.setErrors({ current: currentPassword, password: newPassword }));
      return false;
    } finally {
      setSaving(null);
    }
  };

  const saveQuestions = async (): Promise<boolean> => {
    if (questionsForm.validate().hasErrors) return false;
    const chosen = questionsForm.getValues();
    const [securityQuestion1, securityQuestion2, securityQuestion3] = chosen.questions;
    if (!securityQuestion1 || !securityQuestion2 || !securityQuestion3) return false;
    const answer = (index: number) => (chosen.isChanging?.[index] ? chosen.answers[index] || null : null);
    setSaving('questions');
    try {
      const saved = await updateSecurityQuestions({
        securityQuestion1,
        securityQuestion2,
        securityQuestion3,
        securityAnswer1: answer(0),
        securityAnswer2: answer(1),
        securityAnswer3: answer(2),
      });
      queryClient.setQueryData(profileQueryOptions.queryKey, saved);
      const savedChoices = securityQuestionsForUpdate(questionsOf(saved));
      questionsForm.setValues(savedChoices);
      questionsForm.resetDirty(savedChoices);
      showSuccessToast(text.securityQuestionsSaved);
      return true;
    } catch (error) {
      showErrorToast(error instanceof ApiError && error.status === 400 ? error.message : undefined);
      return false;
    } finally {
      setSaving(null);
    }
  };

  useSettingsSection(section, isDirty, async () => {
    const isPasswordSaved = !isPasswordDirty || (await savePassword());
    const isQuestionsSaved = !isQuestionsDirty || (await saveQuestions());
    return isPasswordSaved && isQuestionsSaved;
  });

  return (
    <Stack gap="lg">
      <Title order={2}>{text.loginAndSecurity}</Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void savePassword();
        }}
        noValidate
      >
        <Stack gap="md">
          <Title order={3}>{text.changePassword}</Title>
          <PasswordField label={text.newPasswordLabel} form={passwordForm} context={context} withCurrent disabled={saving === 'password'} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving === 'password'} disabled={!isPasswordDirty}>
              {text.save}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void saveQuestions();
        }}
        noValidate
      >
        <Stack gap="md">
          <Title order={3}>{text.securityQuestions}</Title>
          <SecurityQuestionsFieldset
            settingsGroups={settingsGroups}
            form={questionsForm}
            isUpdateMode
            originalQuestions={originalQuestions}
            disabled={saving === 'questions'}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving === 'questions'} disabled={!isQuestionsDirty}>
              {text.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
