/**
 * Every user-facing string of the spec, once, in the spec's exact wording.
 * Templates with a placeholder are functions so a caller cannot forget the value.
 */
export const messages = {
  generic: {
    unexpectedError: 'An unexpected error occurred. Please try again later.',
    errorTryAgain: 'Error occurred. Please try again later.',
  },
  login: {
    incorrectCredentials: 'The user id or password is incorrect.',
    accountInactive: (phone: string) =>
      `Your account is no longer active. To reactivate your account, contact your Care Coordinators at ${phone}.`,
    accountLocked:
      'There have been too many failed login attempts. To prevent unauthorized access, we have locked your account.',
    accountLockedLink: 'Click here to unlock your account',
    forgotUserIdTitle: 'Forgot User ID',
    forgotUserId: (phone: string) =>
      `To retrieve your User ID, please contact your Care Coordinators at ${phone}.`,
    tooManyRequests: 'Too many login attempts from this address. Please wait a minute and try again.',
    userIdLabel: 'User ID (Email Address)',
    passwordLabel: 'Password',
    rememberUserId: 'Remember User ID',
    forgotPassword: 'Forgot Password',
    register: 'Register',
    logIn: 'Log In',
  },
  adminLogin: {
    incorrectCredentials: 'The Email Address or Password provided is incorrect.',
    emailLabel: 'Email',
    rememberMe: 'Remember Me',
  },
  resetPassword: {
    error: 'An error occurred, please try again later.',
    success: 'You have successfully reset your password.',
  },
  registration: {
    missingInformation: 'Required information is missing or incomplete.',
    emailAlreadyRegistered: 'Email address is already registered.',
    codeDoesNotMatch: 'Code does not match.',
    error: 'Error occurred. Please try again later.',
  },
  forgotPassword: {
    accountNotFound: (attemptsRemaining: number) =>
      `We are unable to locate your account (${attemptsRemaining} attempts remaining)`,
    incorrectAnswer: (attemptsRemaining: number) => `Incorrect answer (${attemptsRemaining} attempts remaining)`,
    codeDoesNotMatch: (attemptsRemaining: number) => `Code does not match (${attemptsRemaining} attempts remaining)`,
    disabledUntilUnlocked: 'Forgot Password is disabled until account is unlocked.',
    locked: (supportEmail: string) =>
      `Your account has been locked. Please contact your Care Coordinators at ${supportEmail} for assistance.`,
    saving: 'Saving your information...',
    doNotRefresh: 'Do not refresh the page.',
    successTitle: 'Success!',
    success: 'You have successfully reset your password.',
  },
  unlock: {
    accountNotFound: (attemptsMessage: string) => `We are unable to locate your account (${attemptsMessage})`,
    incorrectAnswer: (attemptsMessage: string) => `Incorrect answer (${attemptsMessage})`,
    codeDoesNotMatch: (attemptsMessage: string) => `Code does not match (${attemptsMessage})`,
    locked: (phone: string) => `Contact your Care Coordinators at ${phone} for assistance.`,
    successTitle: 'Success!',
    success: 'You have successfully unlocked your account.',
  },
  resend: {
    email: 'Code has been resent via email.',
    text: 'Code has been resent via text.',
  },
  home: {
    pendingApprovalTitle: 'Pending Approval',
    pendingApproval:
      'Your account is being reviewed. Review takes 1-2 days; once it is complete, a verification e-mail is sent to you. Until then your access to the portal is limited.',
    pendingApprovalContact: 'Questions? Contact us',
    tiles: {
      benefitsLookup: "Check a patient's health benefits and eligibility.",
      submitAuthorizations: 'Create a new request or check whether one is required.',
      viewAuthorizations: 'Search, review and update submitted authorizations.',
      viewClaims: "Search and review a patient's claims.",
    },
    openTile: (title: string) => `Open ${title}`,
    networkPageLink: 'Employee Plan Network: links and documents',
    welcomeRegion: 'Welcome',
    announcementsRegion: 'Announcements',
  },
  networkPage: {
    linksTitle: 'Links',
    documentsTitle: 'Documents',
    announcementsTitle: 'Announcements',
    findProvider: 'Find a Provider',
    paymentPortal: 'Payment Portal',
    planSite: 'Plan Site',
    pharmacyFormulary: 'Pharmacy Formulary Lists',
    opensInNewTab: '(opens in a new tab)',
    pdf: '(PDF)',
  },
  shell: {
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
  },
  idle: {
    title: 'Are You Still There?',
    message: (countdown: string) => `For your security, your session will expire in ${countdown}.`,
    stayLoggedIn: 'Stay Logged In',
    logout: 'Logout',
  },
  errorPage: {
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
  },
  validation: {
    invalidRequest: 'The request is not valid.',
    notFound: 'The requested item was not found.',
    unauthorized: 'Your session has ended. Please log in again.',
    forbidden: 'You do not have access to this page.',
  },
} as const;
