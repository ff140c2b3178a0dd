import type { AccountListType, AdminAccount, AssociationStatus, SaveAccountRequest } from '@portal/contracts';
import { changeAssociationStatuses, saveAccount } from '../../api/admin-api';
import { type AccountHeader, AccountHeaderSchema } from './account-header-fields';
import type { AssociationChanges } from './account-associations';

export interface AccountChanges {
  account: AdminAccount;
  listType: AccountListType;
  /** The status the server has: it is sent as accountStatus so a stale page is refused. */
  savedStatus: string;
  /** The header as edited (checked by its schema), or null when it did not change. */
  header: AccountHeader | null;
  associationChanges: AssociationChanges;
}

/** The header save request. */
export function headerRequestOf({ account, listType, savedStatus }: AccountChanges, header: AccountHeader): SaveAccountRequest {
  const { accountStatusNew, note } = AccountHeaderSchema.parse(header);
  return {
    id: account.helperId,
    email: account.email,
    source: listType,
    note: note === null || note.trim() === '' ? null : note,
    accountStatus: savedStatus,
    accountStatusNew,
  };
}

/**
 * Saves what changed: first the header (POST /admin/account/), then the association statuses
 * (POST /admin/associations/). Reports each part as it is saved, so a failure of the second keeps the first saved.
 */
export async function saveAccountChanges(changes: AccountChanges, onHeaderSaved: () => void): Promise<void> {
  if (changes.header) {
    await saveAccount(headerRequestOf(changes, changes.header));
    onHeaderSaved();
  }
  const statusChanges = Object.entries(changes.associationChanges).map(([associationId, status]) => ({
    associationId: Number(associationId),
    status: status as AssociationStatus,
  }));
  if (statusChanges.length > 0) {
    await changeAssociationStatuses({ source: changes.listType, statusChanges, selectedaccountemail: changes.account.email });
  }
}
