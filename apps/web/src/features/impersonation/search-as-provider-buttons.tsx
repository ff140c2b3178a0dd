import { messages } from '@portal/contracts';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formErrorMessage } from '../../api/form-error-message';
import { beginImpersonation } from '../../api/impersonation-api';
import { updateCurrentUser } from '../../session/current-user-store';
import { showErrorToast } from '../../ui/toasts';
import { setImpersonationLoading } from './impersonation-loading-store';
import { type ImpersonationView, impersonationViews } from './impersonation-session';

const text = messages.impersonation;
const viewLabels: Record<ImpersonationView, string> = { authorizations: text.authorizations, claims: text.claims };

interface SearchAsProviderButtonsProps {
  accountId: number;
  /** The page has unsaved changes: leaving now would ask about them in the middle of starting impersonation. */
  isDisabled?: boolean;
}

/**
 * 'Search as Provider' for the Authorizations or Claims view (spec 2 §2.1, §4): begins impersonation with the
 * current admin path as the return route, records it in the stored user and opens the view. On failure an error
 * toast shows and the buttons re-enable.
 */
export function SearchAsProviderButtons({ accountId, isDisabled = false }: SearchAsProviderButtonsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [pendingView, setPendingView] = useState<ImpersonationView | null>(null);

  const start = async (view: ImpersonationView) => {
    const returnTo = location.pathname;
    setPendingView(view);
    setImpersonationLoading(true);
    try {
      const answer = await beginImpersonation(accountId, { returnTo });
      updateCurrentUser({ impersonatingAs: `${answer.firstName} ${answer.lastName}`.trim(), returnTo });
      void navigate(impersonationViews[view]);
    } catch (error) {
      // The server says why it refused (an account no longer Approved); anything else gets the generic toast.
      showErrorToast(formErrorMessage(error) ?? undefined);
      setPendingView(null);
    } finally {
      setImpersonationLoading(false);
    }
  };

  return (
    <Group gap="sm" role="group" aria-label={text.searchAsProvider}>
      {(Object.keys(viewLabels) as ImpersonationView[]).map((view) => (
        <Button
          key={view}
          variant="light"
          loading={pendingView === view}
          disabled={isDisabled || (pendingView !== null && pendingView !== view)}
          onClick={() => void start(view)}
        >
          {text.searchAsProviderFor(viewLabels[view])}
        </Button>
      ))}
      {isDisabled && (
        <Text size="sm" c="dimmed">
          {text.saveFirst}
        </Text>
      )}
    </Group>
  );
}
