import { messages, paths, routeByName } from '@portal/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSettings } from '../../api/settings-api';
import { RecoveryError, RecoveryFrame } from '../../ui/account-recovery/recovery-frame';
import { UnlockAnswerStep } from './unlock-answer-step';
import { UnlockCodeStep } from './unlock-code-step';
import { UnlockLookupStep } from './unlock-lookup-step';
import { UnlockMethodStep } from './unlock-method-step';
import { type UnlockState, unlockFlow, unlockRedirect, unlockStepOf, unlockStepPath } from './unlock-state';

export interface UnlockStepProps {
  state: UnlockState;
  goTo: (step: number, changes?: Partial<UnlockState>) => void;
}

const text = messages.accountRecovery;
// Step 3's title is its choice's label (CodeMethodForm): one heading, which also names the radio group.
const stepTitles: Record<number, string> = { 2: text.securityQuestionTitle, 4: text.codeTitle };

function LoginButton() {
  return (
    <Button component={Link} to={paths.login} style={{ alignSelf: 'flex-start' }}>
      {text.login}
    </Button>
  );
}

/** UnlockAccount1..4 (spec 1 §2.8, §4.5): the code's success unlocks the account and shows Success!. */
export function UnlockAccountPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const step = unlockStepOf(pathname);
  const state = unlockFlow.use();
  const { data: settings } = useSettings();

  const redirect = unlockRedirect(step, state);
  if (redirect !== null && !state.locked && !state.notLocked) return <Navigate to={unlockStepPath(redirect)} replace />;

  const goTo = (next: number, changes: Partial<UnlockState> = {}) => {
    unlockFlow.update({ ...changes, reachedStep: next });
    void navigate(unlockStepPath(next));
  };
  const props = { state, goTo };
  const isDone = state.locked || state.notLocked || state.unlocked;

  return (
    <RecoveryFrame
      title={routeByName('UnlockAccount1').title}
      stepTitle={isDone ? undefined : stepTitles[step]}
      hasReturnToLogin={!state.unlocked && !state.notLocked}
    >
      {state.locked ? (
        <RecoveryError>{messages.unlock.locked(settings?.helpPhone ?? '')}</RecoveryError>
      ) : state.notLocked ? (
        <Stack gap="md">
          <Text role="status">{text.notLocked}</Text>
          <LoginButton />
        </Stack>
      ) : state.unlocked ? (
        <Stack gap="md" role="status">
          <Title order={2}>{messages.unlock.successTitle}</Title>
          <Text>{messages.unlock.success}</Text>
          <LoginButton />
        </Stack>
      ) : (
        <>
          {step === 1 && <UnlockLookupStep {...props} staticEmail={searchParams.get('email')} />}
          {step === 2 && <UnlockAnswerStep {...props} />}
          {step === 3 && <UnlockMethodStep {...props} />}
          {step === 4 && <UnlockCodeStep {...props} />}
        </>
      )}
    </RecoveryFrame>
  );
}
