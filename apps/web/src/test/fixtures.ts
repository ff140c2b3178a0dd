import type { CurrentUser, Settings } from '@portal/contracts';

export const helpPhone = '800-555-0100';

export const settings = {
  appId: 'portal-web',
  states: [{ code: 'CA', name: 'California' }],
  helpPhone,
  globalBannerMessage: '',
  internalTimeoutMinutes: 480,
  externalTimeoutMinutes: 17,
  externalDialogMinutes: 3,
} as Settings;

export const approvedUser: CurrentUser = {
  userName: 'pat@example.com',
  token: 'token-1',
  firstName: 'Pat',
  lastName: 'Provider',
  roles: ['Provider'],
  isEmployee: false,
  isLimited: false,
  isDisabledAccount: false,
  isLockedAccount: false,
  hasTemporaryPassword: false,
  forceAccountUpdate: false,
  accountId: 7,
  loginId: 70,
  phoneNumber: null,
  status: 'Approved',
  impersonatingAs: null,
  returnTo: null,
};
