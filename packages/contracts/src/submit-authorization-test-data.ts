import type { Settings } from './settings.js';

/** The demo data's group lists (apps/server/src/demo/demo-settings.ts), for rule tests. */
export const demoSettingsGroupLists: Settings['groupLists'] = {
  standardWorkflowGroups: ['3200', '3210'],
  unplannedWorkflowGroups: ['3300'],
  maternityWorkflowGroups: ['3200'],
  dmeExclusionGroups: ['3300'],
  disableAuthEditsGroups: ['3400'],
  postSubmissionExclusionGroups: ['3500'],
};
