import type { MfaFlow } from '@portal/contracts';
import { CodeMethodForm, type CodeMethod } from './code-method-form';
import type { RecoveryAccount } from './recovery-account';
import { sendRecoveryCode } from './recovery-code-request';
import { useRecoveryRequest } from './use-recovery-request';

export interface RecoveryMethodStepProps {
  /** `forgotPasswordFlow` or `unlockAccountFlow`. */
  flow: MfaFlow;
  account: RecoveryAccount;
  /** Whether text is offered; by default when the account has a masked mobile. */
  isMobileOffered?: boolean;
  onSent: (method: CodeMethod) => void;
}

/** Step 3: choose e-mail or text; the code is sent at once. */
export function RecoveryMethodStep({ flow, account, isMobileOffered = account.maskedMobile !== null, onSent }: RecoveryMethodStepProps) {
  const send = useRecoveryRequest((method: CodeMethod) =>
    sendRecoveryCode(flow, { helperId: account.helperId ?? '', email: account.email, maskedMobile: account.maskedMobile }, method),
  );

  return (
    <CodeMethodForm
      maskedEmail={account.maskedEmail ?? ''}
      maskedMobile={isMobileOffered ? account.maskedMobile : null}
      initialMethod={account.mfaMethod}
      onSubmit={(method) => send.submit(method, () => onSent(method))}
      isBusy={send.isBusy}
      error={send.error}
    />
  );
}
