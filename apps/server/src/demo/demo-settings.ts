import { appealLimits } from '@portal/contracts';
import { PortalSettingsSchema, type PortalSettings } from '../portal-settings/portal-settings.js';
import { demoGroupIds } from './demo-groups.js';
import { usStates } from './us-states.js';

const appId = 'EP-PORTAL';

/** Three groups of security questions; ids are distinct across groups (spec 1 §5.4). */
export const demoSecurityQuestions = {
  group1: [
    { id: 1, question: 'What is the name of your first pet?' },
    { id: 2, question: 'What was the name of your elementary school?' },
    { id: 3, question: 'In what city were you born?' },
    { id: 4, question: 'What was the make of your first car?' },
    { id: 5, question: 'What is your oldest cousin’s first name?' },
  ],
  group2: [
    { id: 6, question: 'What was your childhood nickname?' },
    { id: 7, question: 'What is your favorite color?' },
    { id: 8, question: 'What street did you live on in third grade?' },
    { id: 9, question: 'What was the first concert you attended?' },
    { id: 10, question: 'What is the middle name of your oldest sibling?' },
  ],
  group3: [
    { id: 11, question: 'What was the name of your first employer?' },
    { id: 12, question: 'In what city did your parents meet?' },
    { id: 13, question: 'What is the title of your favorite book?' },
    { id: 14, question: 'What was your high school mascot?' },
    { id: 15, question: 'What is the name of the hospital where you were born?' },
  ],
};

/** The `portal` settings document (spec 1 §3), validated before it is stored. */
export function buildDemoSettings(): PortalSettings {
  return PortalSettingsSchema.parse({
    appId,
    states: usStates,
    securityQuestions: demoSecurityQuestions,
    registrationUsesSms: true,
    autoApprovalMessage: 'Your account has been approved and is ready to use. You can sign in now.',
    globalBannerMessage: '',
    analyticsKey: 'demo-analytics',
    internalTimeoutMinutes: 480,
    externalTimeoutMinutes: 17,
    externalDialogMinutes: 3,
    groupLists: {
      standardWorkflowGroups: [demoGroupIds.automation, demoGroupIds.automationSecond],
      // Unplanned admissions are automated unless the group is on this list (spec 3 §1).
      unplannedWorkflowGroups: [demoGroupIds.dmeExcluded],
      maternityWorkflowGroups: [demoGroupIds.automation],
      dmeExclusionGroups: [demoGroupIds.dmeExcluded],
      disableAuthEditsGroups: [demoGroupIds.disableAuthEdits],
      postSubmissionExclusionGroups: [demoGroupIds.postSubmissionExclusion],
    },
    icdLookupSettings: { indexName: 'icd10', appId, searchApiKey: 'search-only-demo-key' },
    cptLookupSettings: { indexName: 'cpt', appId, searchApiKey: 'search-only-demo-key' },
    aerialOutage: {
      isEnabled: false,
      message: 'Authorization submission is temporarily unavailable while we perform maintenance. Please try again later or call a Care Coordinator.',
    },
    isCptCodeSearchEnabled: true,
    socLinkBox: {
      isEnabled: true,
      message: 'Looking for a site-of-care review? Outpatient infusions may be redirected to a lower-cost setting.',
    },
    benefitCheckerBaseUrl: 'https://benefits.example.com/',
    benefitCheckerAdminKey: 'demo-admin-key-not-for-browsers',
    isNewMaternityView: true,
    isBabyAuthorizationUi: true,
    isAttachedDocsTask: true,
    isPostAuthSubmissionEnabled: true,
    helpPhone: '800-555-0142',
    clinicalsFaxNumber: '800-555-0199',
    supportEmail: 'care.coordinators@example.com',
    maxFailedLogins: 5,
    appealWindowDays: appealLimits.defaultWindowDays,
  });
}
