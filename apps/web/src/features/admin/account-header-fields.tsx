import { accountStatusChoices, messages, SaveAccountRequestSchema } from '@portal/contracts';
import type { AccountListType } from '@portal/contracts';
import { Select, SimpleGrid, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

const text = messages.adminPages;

/** The editable header of an account, by the save request's names: the new status and the note (spec 2 §4). */
export interface AccountHeader {
  accountStatusNew: string;
  note: string;
}

/** The header's rules are the save request's. */
export const AccountHeaderSchema = SaveAccountRequestSchema.pick({ accountStatusNew: true, note: true });

interface AccountHeaderFieldsProps {
  form: UseFormReturnType<AccountHeader>;
  /** The status the account has on the server: it decides whether Pending Confirmation is offered. */
  savedStatus: string;
  listType: AccountListType;
}

/**
 * The status dropdown offers the choices of spec 2 §4 for this tab and account. A current status that is not
 * among them (New Request opened from the Active tab) is shown but cannot be chosen again.
 */
export function AccountHeaderFields({ form, savedStatus, listType }: AccountHeaderFieldsProps) {
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
        value={form.values.accountStatusNew}
        onChange={(status) => {
          if (status) form.setFieldValue('accountStatusNew', status);
        }}
        error={form.errors.accountStatusNew}
      />
      <Textarea label={text.note} rows={3} {...form.getInputProps('note')} />
    </SimpleGrid>
  );
}
