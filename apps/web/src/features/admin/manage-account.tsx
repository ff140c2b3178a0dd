import { accountStatuses, messages } from '@portal/contracts';
import type { AccountListType, AdminAccount } from '@portal/contracts';
import { Alert, Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { accountQueryOptions, adminQueryKey } from '../../api/admin-api';
import { formErrorMessage } from '../../api/form-error-message';
import { ApiError } from '../../api/http-client';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { useUnsavedChangesPrompt } from '../../ui/unsaved-changes/use-unsaved-changes-prompt';
import { type AccountHeader, AccountHeaderFields } from './account-header-fields';
import { AccountDetails } from './account-details';
import { type AssociationChanges, AccountAssociations } from './account-associations';
import { AccountHistory } from './account-history';
import { fullNameOf } from './admin-format';
import { adminPaths } from './admin-paths';
import { CancelConfirmModal } from './cancel-confirm-modal';
import { headerRequestOf, isHeaderChanged, saveAccountChanges } from './save-account-changes';
import { TemporaryPasswordForm } from './temporary-password-form';

const text = messages.adminPages;

/** What the app plugs in for 'Search as Provider' (the impersonation feature): the admin area does not import it. */
export interface SearchAsProviderProps {
  accountId: number;
  isDisabled: boolean;
}

interface ManageAccountProps {
  listType: AccountListType;
  helperId: number;
  SearchAsProvider?: ComponentType<SearchAsProviderProps>;
}

/** The manage-account page (spec 2 §2.1, §4): loads the account, then the form for it. */
export function ManageAccount({ listType, helperId, SearchAsProvider }: ManageAccountProps) {
  const query = useQuery(accountQueryOptions(helperId));
  if (query.isPending) return <Loader role="status" aria-label={messages.shell.loading} />;
  if (query.isError) {
    const isNotFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert color="red" role="alert">
        {isNotFound ? messages.validation.notFound : messages.generic.unexpectedError}
      </Alert>
    );
  }
  return <ManageAccountForm key={helperId} account={query.data} listType={listType} SearchAsProvider={SearchAsProvider} />;
}

function ManageAccountForm({ account, listType, SearchAsProvider }: Omit<ManageAccountProps, 'helperId'> & { account: AdminAccount }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The header's initial values are what the server has: set anew once a save of them lands.
  const headerForm = useForm<AccountHeader>({ initialValues: { status: account.accountStatus, note: account.note ?? '' } });
  const savedHeader = headerForm.getInitialValues();
  const header = headerForm.values;
  const [associationChanges, setAssociationChanges] = useState<AssociationChanges>({});
  const [isSaving, setIsSaving] = useState(false);
  const [isCancelAsked, setIsCancelAsked] = useState(false);
  // Set once the page may be left without asking (saved, or cancel confirmed); the effect then navigates.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const listPath = adminPaths.accounts(listType);
  const isDirty = leaveTo === null && (isHeaderChanged(savedHeader, header) || Object.keys(associationChanges).length > 0);

  const save = async (): Promise<boolean> => {
    const changes = { account, listType, savedHeader, header: headerForm.getValues(), associationChanges };
    if (isHeaderChanged(changes.savedHeader, changes.header)) {
      const request = headerRequestOf(changes);
      if (!request.success) {
        headerForm.setFieldError('note', request.error.issues[0]?.message ?? messages.validation.invalidRequest);
        return false;
      }
    }
    setIsSaving(true);
    try {
      await saveAccountChanges(changes, () => {
        headerForm.setInitialValues(changes.header);
        headerForm.resetDirty(changes.header);
      });
      setAssociationChanges({});
      showSuccessToast(text.saved);
      await queryClient.invalidateQueries({ queryKey: adminQueryKey });
      return true;
    } catch (error) {
      showErrorToast(formErrorMessage(error) ?? undefined);
      return false;
    } finally {
      setIsSaving(false);
    }
  };
  const { modal: unsavedChangesModal } = useUnsavedChangesPrompt(isDirty, { onSave: save });

  useEffect(() => {
    if (leaveTo !== null) void navigate(leaveTo);
  }, [leaveTo, navigate]);

  const canImpersonate = account.accountStatus === accountStatuses.approved && !account.isEmployee;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {text.manageAccount(fullNameOf(account))}
        </Title>
        <Group gap="xs" mt={4}>
          <Text c="dimmed" size="sm">
            {messages.admin.listTitles[listType]}
          </Text>
          {/* The status saved on the server; the dropdown below holds the one being edited. */}
          <StatusBadge kind="account" status={savedHeader.status} />
        </Group>
      </div>
      <AccountDetails account={account} />
      {SearchAsProvider && canImpersonate && <SearchAsProvider accountId={account.helperId} isDisabled={isDirty} />}
      <Divider />
      <AccountHeaderFields savedStatus={savedHeader.status} listType={listType} form={headerForm} />
      <TemporaryPasswordForm helperId={account.helperId} />
      <AccountAssociations helperId={account.helperId} listType={listType} changes={associationChanges} onChange={setAssociationChanges} />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => (isDirty ? setIsCancelAsked(true) : setLeaveTo(listPath))} disabled={isSaving}>
          {text.cancel}
        </Button>
        <Button onClick={() => void save().then((isSaved) => isSaved && setLeaveTo(listPath))} disabled={!isDirty} loading={isSaving}>
          {text.save}
        </Button>
      </Group>
      <AccountHistory history={account.history} />
      <CancelConfirmModal
        opened={isCancelAsked}
        onNo={() => setIsCancelAsked(false)}
        onYes={() => {
          setIsCancelAsked(false);
          setLeaveTo(listPath);
        }}
      />
      {unsavedChangesModal}
    </Stack>
  );
}
