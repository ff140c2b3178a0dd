import { accountStatusChoices, messages } from '@portal/contracts';
import type { AccountListType } from '@portal/contracts';
import { Select, SimpleGrid, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

const text = messages.adminPages;

/** The editable header of an account: status and note (spec 2 §4 "Manage account"). */
export interface AccountHeader {
  status: string;
  note: string;
}

interface AccountHeaderFieldsProps {
  /** The status the account has on the server: it decides whether Pending Confirmation is offered. */
  savedStatus: string;
  listType: AccountListType;
  form: UseFormReturnType<AccountHeader>;
}

/**
 * The status dropdown offers the choices of spec 2 §4 for this tab and account. A current status that is not
 * among them (New Request opened from the Active tab) is shown but cannot be chosen again.
 */
export function AccountHeaderFields({ savedStatus, listType, form }: AccountHeaderFieldsProps) {
  const choices: string[] = accountStatusChoices(savedStatus, listType);
  const data = choices.includes(savedStatus)
    ? choices
    : [...choices.map((choice) => ({ value: choice, label: choice })), { value: savedStatus, label: savedStatus, disabled: true }];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={text.accountStatus}
        data={data}
        allowDeselect={false}
        {...form.getInputProps('status')}
        onChange={(status) => {
          if (status) form.setFieldValue('status', status);
        }}
      />
      <Textarea label={text.note} rows={3} {...form.getInputProps('note')} />
    </SimpleGrid>
  );
}
