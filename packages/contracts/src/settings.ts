import { z } from 'zod';
import { appealLimits } from './appeals.js';
import { constants } from './constants.js';

const SecurityQuestionSchema = z.object({ id: z.number().int(), question: z.string() });
const LookupSettingsSchema = z.object({ indexName: z.string(), appId: z.string(), searchApiKey: z.string() });
const GroupListSchema = z.array(z.string());

/**
 * GET /api/settings/ (spec 1 §3): client-safe fields only. The benefit checker's admin key and every other
 * secret stay on the server; `searchApiKey` is a search-only key.
 */
export const SettingsSchema = z.object({
  appId: z.string(),
  states: z.array(z.object({ code: z.string().length(2), name: z.string() })),
  securityQuestions: z.object({
    group1: z.array(SecurityQuestionSchema),
    group2: z.array(SecurityQuestionSchema),
    group3: z.array(SecurityQuestionSchema),
  }),
  registrationUsesSms: z.boolean(),
  autoApprovalMessage: z.string(),
  globalBannerMessage: z.string(),
  analyticsKey: z.string(),
  /** Minutes; fractions allowed so that tests can use short time-outs. */
  internalTimeoutMinutes: z.number().positive(),
  externalTimeoutMinutes: z.number().positive(),
  externalDialogMinutes: z.number().positive(),
  groupLists: z.object({
    standardWorkflowGroups: GroupListSchema,
    unplannedWorkflowGroups: GroupListSchema,
    maternityWorkflowGroups: GroupListSchema,
    dmeExclusionGroups: GroupListSchema,
    disableAuthEditsGroups: GroupListSchema,
    postSubmissionExclusionGroups: GroupListSchema,
  }),
  icdLookupSettings: LookupSettingsSchema,
  cptLookupSettings: LookupSettingsSchema,
  aerialOutage: z.object({ isEnabled: z.boolean(), message: z.string() }),
  isCptCodeSearchEnabled: z.boolean(),
  socLinkBox: z.object({ isEnabled: z.boolean(), message: z.string() }),
  benefitCheckerBaseUrl: z.string(),
  isNewMaternityView: z.boolean(),
  isBabyAuthorizationUi: z.boolean(),
  isAttachedDocsTask: z.boolean(),
  isPostAuthSubmissionEnabled: z.boolean(),
  /** {phone} of the spec: the Care Coordinators' help line. */
  helpPhone: z.string(),
  clinicalsFaxNumber: z.string(),
  supportEmail: z.string(),
  /** Days after a line's decision within which the provider may appeal it (issue 19; 60 unless the plan sets it). */
  appealWindowDays: z.number().int().min(1).max(365).default(appealLimits.defaultWindowDays),
});
export type Settings = z.infer<typeof SettingsSchema>;

export interface IdleTimings {
  /** Milliseconds of inactivity before the warning dialog (or, for employees, the logout). */
  idleMs: number;
  /** Milliseconds the dialog counts down before logging out; 0 means no dialog. */
  countdownMs: number;
}

const minutes = (value: number) => Math.round(value * 60_000);

/**
 * Spec 1 §9: employees are logged out after the internal time-out without a dialog; external users see the
 * dialog after (external − dialog) minutes and it counts down the dialog minutes.
 */
export function idleTimings(
  settings: Pick<Settings, 'internalTimeoutMinutes' | 'externalTimeoutMinutes' | 'externalDialogMinutes'> | undefined,
  isEmployee: boolean,
): IdleTimings {
  if (isEmployee) {
    return { idleMs: settings ? minutes(settings.internalTimeoutMinutes) : constants.idle.internalDefaultSeconds * 1000, countdownMs: 0 };
  }
  if (!settings) {
    const { externalDefaultSeconds, externalDialogDefaultSeconds } = constants.idle;
    return { idleMs: (externalDefaultSeconds - externalDialogDefaultSeconds) * 1000, countdownMs: externalDialogDefaultSeconds * 1000 };
  }
  const countdownMs = Math.min(minutes(settings.externalDialogMinutes), minutes(settings.externalTimeoutMinutes));
  return { idleMs: minutes(settings.externalTimeoutMinutes) - countdownMs, countdownMs };
}

/** The server-side idle expiry of a session, in milliseconds. */
export function sessionIdleTimeoutMs(settings: Pick<Settings, 'internalTimeoutMinutes' | 'externalTimeoutMinutes'>, isEmployee: boolean): number {
  return minutes(isEmployee ? settings.internalTimeoutMinutes : settings.externalTimeoutMinutes);
}
