import { messages } from '@portal/contracts';
import type { RecoveryBeginRequest, RecoveryStepResult } from '@portal/contracts';
import type { RecoveryAccount } from './recovery-account';
import { RecoveryNameForm } from './recovery-name-form';
import { useRecoveryRequest } from './use-recovery-request';

/** What step 1 of either flow answers about the account it looked for. */
export interface RecoveryLookupInfo extends RecoveryStepResult {
  helperId: string | null;
  securityQuestion: string | null;
  securityAnswerFormat: string | null;
  maskedEmail: string | null;
  maskedMobile: string | null;
}

export interface RecoveryLookupStepProps<TInfo extends RecoveryLookupInfo, TState extends RecoveryAccount> {
  intro: string;
  initialValues: RecoveryBeginRequest;
  /** A preset static e-mail: shown read-only. */
  isEmailLocked?: boolean;
  lookUp: (request: RecoveryBeginRequest) => Promise<TInfo>;
  /** The flow's state before step 1; the answer fills it in. */
  emptyState: () => TState;
  /** The flow's own ends at step 1 (a lock-out, nothing to unlock): the flags to set, or null to go on. */
  stopOf: (info: TInfo) => Partial<TState> | null;
  /** The flow's own details of a found account, beside those every recovery keeps. */
  detailsOf: (info: TInfo) => Partial<TState>;
  goTo: (step: number, changes: Partial<TState>) => void;
}

/** Step 1: find the account by name and e-mail; it goes on to the security question, or to the code without one. */
export function RecoveryLookupStep<TInfo extends RecoveryLookupInfo, TState extends RecoveryAccount>(props: RecoveryLookupStepProps<TInfo, TState>) {
  const { intro, initialValues, isEmailLocked, lookUp, emptyState, stopOf, detailsOf, goTo } = props;
  const lookup = useRecoveryRequest(lookUp);

  const found = (request: RecoveryBeginRequest, info: TInfo) => {
    const fresh = { ...emptyState(), ...request };
    const stop = stopOf(info);
    if (stop) return goTo(1, { ...fresh, ...stop });
    if (info.error || !info.helperId || !info.maskedEmail) return lookup.refuse(info.error ?? messages.generic.errorTryAgain);
    goTo(info.securityQuestion ? 2 : 3, {
      ...fresh,
      helperId: info.helperId,
      securityQuestion: info.securityQuestion,
      securityAnswerFormat: info.securityAnswerFormat ?? 'text',
      maskedEmail: info.maskedEmail,
      maskedMobile: info.maskedMobile,
      ...detailsOf(info),
    });
  };

  return (
    <RecoveryNameForm
      intro={intro}
      initialValues={initialValues}
      isEmailLocked={isEmailLocked}
      onSubmit={(request) => lookup.submit(request, (info) => found(request, info))}
      isBusy={lookup.isBusy}
      error={lookup.error}
    />
  );
}
