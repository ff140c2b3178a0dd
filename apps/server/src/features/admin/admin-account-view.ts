import { securityQuestionText, type AccountHistoryEntry, type AccountListRow, type AdminAccount } from '@portal/contracts';
import type { PortalSettings } from '../../portal-settings/portal-settings.js';
import type { AdminAccountRecord } from './admin-account.repository.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The list row of an account (spec 2 §3): the account fields plus totalRows. */
export function toAccountListRow(record: AdminAccountRecord & { totalRows: number }): AccountListRow {
  return {
    helperId: record.id,
    loginId: record.loginId,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    title: record.title,
    phone: record.phone,
    phoneExt: record.phoneExt,
    mobile: record.mobile,
    lastLogin: iso(record.lastLoginAt),
    accountStatus: record.accountStatus,
    note: record.note,
    addDate: record.addDate.toISOString(),
    changeDate: record.changeDate.toISOString(),
    tos: iso(record.tosAcceptedAt),
    providerFirstName: record.providerFirstName,
    providerLastName: record.providerLastName,
    facility: record.facility,
    taxId: record.taxId,
    npi: record.npi,
    facilityPhone: record.facilityPhone,
    facilityPhoneExt: record.facilityPhoneExt,
    address1: record.address1,
    address2: record.address2,
    city: record.city,
    state: record.state,
    zipCode: record.zipCode,
    isEmployee: record.isEmployee,
    isLocked: record.isLocked,
    hasTemporaryPassword: record.hasTemporaryPassword,
    totalRows: record.totalRows,
  };
}

/** The question texts of the account's choices (the admin page shows the questions, never the answers). */
function questionText(settings: PortalSettings, id: number | null): string | null {
  return id === null ? null : securityQuestionText(settings.securityQuestions, id);
}

/** Account (admin view, spec 2 §3) with its change history; accountStatusNew starts as the current status. */
export function toAdminAccount(record: AdminAccountRecord, settings: PortalSettings, history: AccountHistoryEntry[]): AdminAccount {
  const { totalRows: _totalRows, ...row } = toAccountListRow({ ...record, totalRows: 0 });
  return {
    ...row,
    securityQuestion1: questionText(settings, record.securityQuestion1),
    securityQuestion2: questionText(settings, record.securityQuestion2),
    securityQuestion3: questionText(settings, record.securityQuestion3),
    accountStatusNew: record.accountStatus,
    history,
  };
}
