/** Business constants and limits (spec 1 §9, spec 2 §9). */
export const constants = {
  rememberUserIdCookie: 'ep.rememberedUserId',
  rememberUserIdDays: 60,
  rememberAdminUserIdKey: 'ep.rememberedAdminUserId',
  currentUserStorageKey: 'ep.currentUser',
  passwordMinLength: 8,
  passwordMaxLength: 50,
  codeLength: 6,
  npiLength: 10,
  phoneLength: 12,
  phoneExtMaxLength: 6,
  nameMaxLength: 100,
  recoveryNameMaxLength: 50,
  titleMaxLength: 50,
  emailMaxLength: 250,
  securityAnswerMinLength: 3,
  securityAnswerMaxLength: 255,
  headerNameMaxLength: 28,
  idle: {
    internalDefaultSeconds: 28_800,
    externalDefaultSeconds: 1_020,
    externalDialogDefaultSeconds: 180,
  },
  /** A session ends this long after login, however active it is. */
  sessionAbsoluteLifetimeSeconds: 12 * 60 * 60,
  toastDurationMs: 10_000,
  /** Table page sizes (spec 2 §9); the first is the default. */
  tablePageSizes: [10, 25, 50, 100],
  /** Table search terms (spec 2 §5, §9): at most 50 characters. */
  searchTermMaxLength: 50,
  chunkLoadTimeoutMs: 120_000,
  /** The employee-plan provider manual switched editions after this year. */
  providerManualEditionYear: 2022,
  companySiteUrl: 'https://www.example.com/',
} as const;
