import { messages, resourceKeys } from '@portal/contracts';
import type { AccountUpdateRequest, SessionUser } from '@portal/contracts';
import { Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { finalizeAccountUpdate } from '../../api/account-update-api';
import { ApiError } from '../../api/http-client';
import { resourceQueryOptions } from '../../api/resource-api';
import { useLeaveGuard } from '../../ui/leave-guard/use-leave-guard';
import { TermsScrollBox } from '../../ui/terms-scroll-box';
import { showErrorToast } from '../../ui/toasts';
import { type AccountUpdateDraft, updateAccountUpdateDraft } from './account-update-draft';
import type { AccountUpdateStepProps } from './account-update-password-step';
import { AccountUpdateStepForm } from './account-update-step-form';
import { accountUpdateStepPath, stepOfField } from './account-update-steps';

const text = messages.accountUpdate;

export function toAccountUpdateRequest(user: { accountId: number; userName: string }, draft: AccountUpdateDraft): AccountUpdateRequest {
  const [securityQuestion1, securityQuestion2, securityQuestion3] = draft.questions;
  // Only answers the user opened with Change Current Answer are sent; the others keep the current answer.
  const answer = (index: number) => (draft.isChanging[index] ? draft.answers[index] || null : null);
  return {
    helperId: user.accountId,
    email: user.userName,
    password: draft.password,
    mobile: draft.skipMobile ? '' : draft.mobile,
    skipMobile: draft.skipMobile,
    securityQuestion1: securityQuestion1 ?? 0,
    securityQuestion2: securityQuestion2 ?? 0,
    securityQuestion3: securityQuestion3 ?? 0,
    securityAnswer1: answer(0),
    securityAnswer2: answer(1),
    securityAnswer3: answer(2),
    termsAccepted: true,
  };
}

/**
 * Step 4: the updated terms, then the one save of the whole update. Leaving is blocked while the terms load
 * and while saving (spec 1 §2.6).
 */
export function AccountUpdateTermsStep({ user, draft, onSaved }: Omit<AccountUpdateStepProps, 'onNext'> & { onSaved: (user: SessionUser) => void }) {
  const navigate = useNavigate();
  const terms = useQuery(resourceQueryOptions(resourceKeys.epTermsAndConditions));
  const save = useMutation({ mutationFn: finalizeAccountUpdate });
  useLeaveGuard(terms.isPending || save.isPending);

  const showRefusal = (error: unknown) => {
    const [field, fieldMessages] = error instanceof ApiError ? (Object.entries(error.fieldErrors ?? {})[0] ?? []) : [];
    if (!field || !fieldMessages?.[0]) {
      showErrorToast(error instanceof ApiError && error.status === 409 ? error.message : messages.generic.unexpectedError);
      return;
    }
    const step = stepOfField(field);
    updateAccountUpdateDraft({ serverError: { step, message: fieldMessages[0] } });
    if (step < 4) void navigate(accountUpdateStepPath(step));
  };

  const accept = () => {
    updateAccountUpdateDraft({ serverError: null });
    save.mutate(toAccountUpdateRequest(user, draft), { onSuccess: onSaved, onError: showRefusal });
  };

  return (
    <AccountUpdateStepForm
      step={4}
      intro={text.termsIntro}
      serverError={draft.serverError?.step === 4 ? draft.serverError.message : null}
      onSubmit={accept}
      submitLabel={text.accept}
      isSubmitDisabled={!terms.data}
      isBusy={save.isPending}
    >
      {save.isPending && <Text role="status">{text.saving}</Text>}
      <TermsScrollBox html={terms.data?.content} />
    </AccountUpdateStepForm>
  );
}
