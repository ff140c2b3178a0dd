import { SaveAccountRequestSchema } from '@portal/contracts';
import type { AccountListType, AdminAccount, AssociationStatus } from '@portal/contracts';
import { changeAssociationStatuses, saveAccount } from '../../api/admin-api';
import type { AccountHeader } from './account-header-fields';
import type { AssociationChanges } from './account-associations';

export interface AccountChanges {
  account: AdminAccount;
  listType: AccountListType;
  /** The header as the server has it: its status is sent as accountStatus so a stale page is refused. */
  savedHeader: AccountHeader;
  header: AccountHeader;
  associationChanges: AssociationChanges;
}

export const isHeaderChanged = (saved: AccountHeader, header: AccountHeader) => saved.status !== header.status || saved.note !== header.note;

/** The header save request, checked with the contract's schema before it is sent; null with the first problem. */
export function headerRequestOf({ account, listType, savedHeader, header }: AccountChanges) {
  return SaveAccountRequestSchema.safeParse({
    id: account.helperId,
    email: account.email,
    source: listType,
    note: header.note.trim() === '' ? null : header.note,
    accountStatus: savedHeader.status,
    accountStatusNew: header.status,
  });
}

/**
 * Saves what changed: first the header (POST /admin/account/), then the association statuses
 * (POST /admin/associations/). Reports each part as it is saved, so a failure of the second keeps the first saved.
 */
export async function saveAccountChanges(changes: AccountChanges, onHeaderSaved: () => void): Promise<void> {
  if (isHeaderChanged(changes.savedHeader, changes.header)) {
    const request = headerRequestOf(changes);
    if (!request.success) throw request.error;
    await saveAccount(request.data);
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
