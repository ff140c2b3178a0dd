import type { AccountListRow, AdminAccount, AdminAssociationRow, CurrentUser } from '@portal/contracts';
import { approvedUser } from '../../test/fixtures';

export const employee: CurrentUser = {
  ...approvedUser,
  userName: 'admin@example.com',
  firstName: 'Erin',
  lastName: 'Employee',
  roles: ['Employee', 'SiteAdministrator'],
  isEmployee: true,
  accountId: 1,
  loginId: 10,
};

export const account: AdminAccount = {
  helperId: 42,
  loginId: 420,
  firstName: 'Pat',
  lastName: 'Provider',
  email: 'pat@example.com',
  title: 'Office Manager',
  phone: '916-555-0123',
  phoneExt: null,
  mobile: null,
  securityQuestion1: null,
  securityQuestion2: null,
  securityQuestion3: null,
  lastLogin: null,
  accountStatus: 'New Request',
  accountStatusNew: 'New Request',
  note: null,
  addDate: '2024-03-01T10:00:00.000Z',
  changeDate: '2024-03-02T10:00:00.000Z',
  tos: null,
  providerFirstName: null,
  providerLastName: null,
  facility: 'Valley Clinic',
  taxId: '123456789',
  npi: '1234567893',
  facilityPhone: null,
  facilityPhoneExt: null,
  address1: '1 Main St',
  address2: null,
  city: 'Sacramento',
  state: 'CA',
  zipCode: '95814',
  isEmployee: false,
  isLocked: false,
  hasTemporaryPassword: false,
  history: [],
};

export function listRow(helperId: number, lastName: string, totalRows: number): AccountListRow {
  const { securityQuestion1: _q1, securityQuestion2: _q2, securityQuestion3: _q3, accountStatusNew: _new, history: _history, ...row } = account;
  return { ...row, helperId, lastName, email: `${lastName.toLowerCase()}@example.com`, totalRows };
}

export const association: AdminAssociationRow = {
  associationId: 7,
  locationId: 70,
  addDate: '2024-03-01T10:00:00.000Z',
  fullName: 'Valley Clinic North',
  isFacility: false,
  taxId: '123456789',
  npi: '1234567893',
  address1: '1 Main St',
  address2: '',
  city: 'Sacramento',
  state: 'CA',
  zipCode: '95814',
  phone: '916-555-0100',
  associationStatus: 'requested',
  favorite: false,
  favoriteCount: 0,
  totalRows: 1,
  isAutoApproved: false,
};
