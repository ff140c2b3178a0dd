import { messages } from '@portal/contracts';
import type { SessionUser } from '@portal/contracts';
import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { profileQueryOptions } from '../../api/profile-api';
import { useSettings } from '../../api/settings-api';
import { FlowProgress } from '../../ui/flow-progress/flow-progress';
import { updateCurrentUser } from '../../session/current-user-store';
import { addressAfterPendingStep } from '../../session/return-address';
import { useCurrentUser } from '../../session/use-current-user';
import { type AccountUpdateDraft, clearAccountUpdateDraft, emptyDraft, updateAccountUpdateDraft, useAccountUpdateDraft } from './account-update-draft';
import { AccountUpdateMobileStep } from './account-update-mobile-step';
import { AccountUpdatePasswordStep } from './account-update-password-step';
import { AccountUpdateQuestionsStep } from './account-update-questions-step';
import { accountUpdateStepOf, accountUpdateStepPath, accountUpdateStepTitles } from './account-update-steps';
import { AccountUpdateTermsStep } from './account-update-terms-step';

const text = messages.accountUpdate;

/**
 * AccountUpdate1..4 and Success (spec 1 §2.6, §4.3). The guard admits only a signed-in user with the
 * force-account-update flag; the steps collect everything in the browser and step 4 saves it at once.
 */
export function AccountUpdatePage() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const step = accountUpdateStepOf(pathname);
  const storedDraft = useAccountUpdateDraft();
  const settings = useSettings();
  const profile = useQuery({ ...profileQueryOptions, enabled: step === 3 });
  const [updatedUser, setUpdatedUser] = useState<SessionUser | null>(null);
  const accountId = user?.accountId ?? null;
  const isOwnDraft = storedDraft.accountId === accountId;
  const draft = isOwnDraft ? storedDraft : emptyDraft(accountId);

  useEffect(() => {
    if (!isOwnDraft) clearAccountUpdateDraft(accountId);
  }, [isOwnDraft, accountId]);

  if (!user) return null;
  if (!updatedUser && step > draft.reachedStep) return <Navigate to={accountUpdateStepPath(draft.reachedStep)} replace />;

  const next = (changes: Partial<AccountUpdateDraft>) => {
    const nextStep = step + 1;
    updateAccountUpdateDraft({ ...changes, serverError: null, reachedStep: Math.max(draft.reachedStep, nextStep) });
    void navigate(accountUpdateStepPath(nextStep));
  };

  // The stored user keeps its flag until Login is pressed: clearing it at once would let the guard leave before
  // the success screen is read.
  const finish = () => {
    if (updatedUser) updateCurrentUser(updatedUser);
    // Back to the address the login was opened for, if any (issue 34 §1).
    void navigate(addressAfterPendingStep(updatedUser), { replace: true });
    clearAccountUpdateDraft();
  };

  const stepProps = { user, draft, onNext: next };
  return (
    <Container size={640} py="md">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <Title order={1}>{text.title}</Title>
          {updatedUser ? (
            <>
              <Title order={2}>{text.successTitle}</Title>
              <Text role="status">{text.success}</Text>
              <Button onClick={finish} autoFocus style={{ alignSelf: 'flex-start' }}>
                {text.login}
              </Button>
            </>
          ) : (
            <>
              <FlowProgress groups={accountUpdateStepTitles} activeIndex={step - 1} label={text.title} />
              <Title order={2}>{`${text.stepOf(step, accountUpdateStepTitles.length)}: ${accountUpdateStepTitles[step - 1] ?? ''}`}</Title>
              {step === 1 && <AccountUpdatePasswordStep key={pathname} {...stepProps} />}
              {step === 2 && <AccountUpdateMobileStep key={pathname} {...stepProps} />}
              {step === 3 &&
                (settings.data && profile.data ? (
                  <AccountUpdateQuestionsStep
                    key={pathname}
                    {...stepProps}
                    settingsGroups={settings.data.securityQuestions}
                    originalQuestions={[profile.data.securityQuestion1, profile.data.securityQuestion2, profile.data.securityQuestion3]}
                  />
                ) : profile.isError ? (
                  <Alert color="red" role="alert">
                    {messages.generic.unexpectedError}
                  </Alert>
                ) : (
                  <Loader aria-label={messages.shell.loading} />
                ))}
              {step === 4 && <AccountUpdateTermsStep user={user} draft={draft} onSaved={setUpdatedUser} />}
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
