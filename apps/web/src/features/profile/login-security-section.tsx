import { messages } from '@portal/contracts';
import type { CurrentUser, Profile, Settings } from '@portal/contracts';
import { Button, Divider, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/http-client';
import { profileQueryOptions, updatePassword, updateSecurityQuestions } from '../../api/profile-api';
import { isPasswordFieldValid, PasswordField } from '../../ui/password-field/password-field';
import {
  SecurityQuestionsFieldset,
  securityQuestionsForUpdate,
  type SecurityQuestionsValue,
  validateSecurityQuestions,
} from '../../ui/security-questions/security-questions-fieldset';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { type SettingsSectionProps, showSaveFailure, useSettingsSection } from './settings-section';

const text = messages.settingsPage;
const emptyPasswords = { current: '', password: '', confirm: '' };

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
  const [passwords, setPasswords] = useState(emptyPasswords);
  const [passwordErrors, setPasswordErrors] = useState<Record<string, string>>({});
  const [isPasswordSubmitted, setIsPasswordSubmitted] = useState(false);
  const [questions, setQuestions] = useState<SecurityQuestionsValue>(() => securityQuestionsForUpdate(originalQuestions));
  const [isQuestionsSubmitted, setIsQuestionsSubmitted] = useState(false);
  const [saving, setSaving] = useState<'password' | 'questions' | null>(null);
  const questionsValidation = validateSecurityQuestions(questions, { isUpdateMode: true, settingsGroups });

  const isPasswordDirty = Object.values(passwords).some((value) => value !== '');
  const isQuestionsDirty =
    questions.answers.some((answer) => answer !== '') || questions.questions.some((question, index) => question !== originalQuestions[index]);
  const isDirty = isPasswordDirty || isQuestionsDirty;

  const savePassword = async (): Promise<boolean> => {
    setIsPasswordSubmitted(true);
    if (!isPasswordFieldValid(passwords, context, { requiresCurrent: true })) return false;
    setSaving('password');
    try {
      await updatePassword({ currentPassword: passwords.current, newPassword: passwords.password });
      setPasswords(emptyPasswords);
      setPasswordErrors({});
      setIsPasswordSubmitted(false);
      showSuccessToast(text.passwordChanged);
      return true;
    } catch (error) {
      showSaveFailure(error, setPasswordErrors);
      return false;
    } finally {
      setSaving(null);
    }
  };

  const saveQuestions = async (): Promise<boolean> => {
    setIsQuestionsSubmitted(true);
    const [securityQuestion1, securityQuestion2, securityQuestion3] = questions.questions;
    if (!questionsValidation.isValid || !securityQuestion1 || !securityQuestion2 || !securityQuestion3) return false;
    const answer = (index: number) => (questions.isChanging?.[index] ? questions.answers[index] || null : null);
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
      setQuestions(securityQuestionsForUpdate(questionsOf(saved)));
      setIsQuestionsSubmitted(false);
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

  const clearPasswordError = (field: string) => setPasswordErrors(({ [field]: _removed, ...rest }) => rest);

  return (
    <Stack gap="lg">
      <Title order={2}>{text.loginAndSecurity}</Title>
      <form onSubmit={(event) => { event.preventDefault(); void savePassword(); }} noValidate>
        <Stack gap="md">
          <Title order={3}>{text.changePassword}</Title>
          <PasswordField
            label={text.newPasswordLabel}
            value={passwords.password}
            onChange={(password) => { setPasswords((previous) => ({ ...previous, password })); clearPasswordError('newPassword'); }}
            confirmValue={passwords.confirm}
            onConfirmChange={(confirm) => setPasswords((previous) => ({ ...previous, confirm }))}
            currentValue={passwords.current}
            onCurrentChange={(current) => { setPasswords((previous) => ({ ...previous, current })); clearPasswordError('currentPassword'); }}
            context={context}
            error={passwordErrors.newPassword}
            currentError={passwordErrors.currentPassword}
            showErrors={isPasswordSubmitted}
            disabled={saving === 'password'}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving === 'password'} disabled={!isPasswordDirty}>
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
            settingsGroups={settingsGroups}
            value={questions}
            onChange={setQuestions}
            errors={isQuestionsSubmitted ? questionsValidation : undefined}
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
