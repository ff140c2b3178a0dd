/**
 * The messages of what a browser shows before anyone signs in: the Login page, the frame every page shares (its
 * loading and error states, toasts) and the words used everywhere. Part of `messages` (messages.ts) as
 * `messages.generic`, `.login`, `.shell` and `.errorPage`; a module of their own so the Login page does not load the
 * whole catalogue.
 */

/** "Step 2 of 4": where a user is in a flow of steps. */
export const stepOf = (step: number, count: number) => `Step ${step} of ${count}`;

export const genericMessages = {
  stepOf,
  unexpectedError: 'An unexpected error occurred. Please try again later.',
  errorTryAgain: 'Error occurred. Please try again later.',
  /** A 503: the server is saturated or ran past its deadline for this request; nothing was changed. */
  busy: 'The portal is busy right now. Nothing was changed; please try again in a few seconds.',
  /** The name of every dialog's × button; not 'Close', which dialogs use for their own Close buttons. */
  closeDialog: 'Close dialog',
  /** The name of every toast's × button. */
  closeNotification: 'Close notification',
  /** Read by screen readers where an empty cell or value shows a dash. */
  noValue: 'None',
} as const;

export const loginMessages = {
  incorrectCredentials: 'The user id or password is incorrect.',
  accountInactive: (phone: string) => `Your account is no longer active. To reactivate your account, contact your Care Coordinators at ${phone}.`,
  accountLocked: 'There have been too many failed login attempts. To prevent unauthorized access, we have locked your account.',
  accountLockedLink: 'Click here to unlock your account',
  forgotUserIdTitle: 'Forgot User ID',
  forgotUserId: (phone: string) => `To retrieve your User ID, please contact your Care Coordinators at ${phone}.`,
  tooManyRequests: 'Too many login attempts from this address. Please wait a minute and try again.',
  userIdLabel: 'User ID (Email Address)',
  passwordLabel: 'Password',
  rememberUserId: 'Remember User ID',
  forgotPassword: 'Forgot Password',
  register: 'Register',
  logIn: 'Log In',
} as const;

export const shellMessages = {
  skipToContent: 'Skip to main content',
  announcementBanner: 'Announcement',
  mainMenu: 'Main menu',
  helpPhone: (phone: string) => `Need help? Call ${phone}`,
  userMenu: (name: string) => `Account menu for ${name}`,
  settings: 'Settings',
  logout: 'Logout',
  termsOfService: 'Terms of Service & Privacy Policy',
  close: 'Close',
  companySite: (companyName: string) => `${companyName} website`,
  copyright: (year: number, companyName: string) => `© ${year} ${companyName}`,
  notAvailableYet: 'This part of the portal is not available yet.',
  loading: 'Loading',
  /** The plan's logo over the signed-out pages and in the header. */
  logoAlt: (planName: string) => `${planName} logo`,
} as const;

export const errorPageMessages = {
  title: 'Unable To Load Page',
  intro: 'The portal could not be loaded. This is usually caused by the network between you and us. Please try the following:',
  tips: [
    'Check that your proxy server or firewall allows this site.',
    'Ask your IT department to allow access to this site.',
    'Turn browser plug-ins off and on again, one at a time.',
    "Clear your browser's cache and reload the page.",
    'Use a browser other than Internet Explorer.',
  ],
  tryAgain: 'Try Again',
} as const;
