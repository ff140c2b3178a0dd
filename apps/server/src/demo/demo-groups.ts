import type { groups, networks } from '../db/schema.js';

type GroupRow = typeof groups.$inferInsert;
type NetworkRow = typeof networks.$inferInsert;

/** Groups that the spec's special cases and the settings lists point at. */
export const demoGroupIds = {
  /** Tax ID shown for referring providers without automation (spec 3). */
  taxId: '570',
  /** Info box in Manage Authorizations (spec 2 §9). */
  infoBox: '2964',
  secure: '3100',
  /** In the standard and maternity workflow lists (automation on); unplanned admissions are automated for every group not excluded. */
  automation: '3200',
  automationSecond: '3210',
  /** Excluded from automation for DME and unplanned admissions. */
  dmeExcluded: '3300',
  disableAuthEdits: '3400',
  postSubmissionExclusion: '3500',
  /** A plain group: in no list. */
  standard: '4100',
} as const;

const tollFree = (suffix: number) => `800-555-${String(1000 + suffix).padStart(4, '0')}`;

const specialGroups: GroupRow[] = [
  { id: demoGroupIds.taxId, name: 'Capitol Region Builders Trust', tollFreeNumber: tollFree(570) },
  {
    id: demoGroupIds.infoBox,
    name: 'Sierra Foothills Unified School District',
    tollFreeNumber: tollFree(964),
    groupWideMessage:
      '<p><strong>Sierra Foothills USD members:</strong> outpatient imaging is reviewed by our Care Coordinators. Please attach clinical notes with every request.</p>',
  },
  { id: demoGroupIds.secure, name: 'Evergreen Health Plan Employees', isSecure: true, tollFreeNumber: tollFree(310) },
  { id: demoGroupIds.automation, name: 'Riverbend County Employees', tollFreeNumber: tollFree(320) },
  { id: demoGroupIds.automationSecond, name: 'Delta Agricultural Cooperative', tollFreeNumber: tollFree(321) },
  { id: demoGroupIds.dmeExcluded, name: 'Golden State Transit Workers', tollFreeNumber: tollFree(330) },
  {
    id: demoGroupIds.disableAuthEdits,
    name: 'Pacific Coast Hospitality Group',
    tollFreeNumber: tollFree(340),
    groupWideMessage: '<p>Changes to submitted authorizations for this group are made by phone only. Call the number on the member’s ID card.</p>',
  },
  { id: demoGroupIds.postSubmissionExclusion, name: 'Cascade Timber Products', tollFreeNumber: tollFree(350) },
  { id: demoGroupIds.standard, name: 'City of Roseville', tollFreeNumber: tollFree(410) },
];

const otherGroupNames = [
  'Sacramento Valley Credit Union',
  'Northgate Retail Partners',
  'Harbor Logistics',
  'Summit Engineering',
  'Lakeside Community College',
  'Redwood Software',
  'Oak Park Senior Living',
  'Mission Dental Laboratories',
  'Foothill Farms Grocers',
  'Valley Regional Transit',
  'Placer County Firefighters',
];

const otherGroups: GroupRow[] = otherGroupNames.map((name, index) => ({
  id: String(4200 + index * 100),
  name,
  tollFreeNumber: tollFree(420 + index * 10),
}));

export const demoGroups: readonly GroupRow[] = [...specialGroups, ...otherGroups];

/** How often random members land in each group; secure and special groups stay small. */
export const groupWeights: readonly (readonly [string, number])[] = demoGroups.map((group) => {
  if (group.isSecure) return [group.id, 1] as const;
  if (group.id === demoGroupIds.standard) return [group.id, 8] as const;
  return [group.id, specialGroups.includes(group) ? 3 : 6] as const;
});

export const demoNetworks: readonly NetworkRow[] = [
  { id: 1, name: 'Evergreen Select', networkUrl: 'https://networks.example.com/evergreen-select' },
  { id: 2, name: 'Evergreen Choice PPO', networkUrl: 'https://networks.example.com/evergreen-choice' },
  { id: 3, name: 'Capitol Care HMO', networkUrl: 'https://networks.example.com/capitol-care' },
  { id: 4, name: 'Sierra Regional Network', networkUrl: 'https://networks.example.com/sierra-regional' },
  { id: 5, name: 'Pacific Northwest Alliance', networkUrl: 'https://networks.example.com/pacific-northwest' },
  { id: 6, name: 'Valley Health Partners', networkUrl: 'https://networks.example.com/valley-health' },
  { id: 7, name: 'National Wrap Network', networkUrl: 'https://networks.example.com/national-wrap' },
  { id: 8, name: 'Travel Wrap Network', networkUrl: 'https://networks.example.com/travel-wrap' },
];

/** Primary (P) networks a member may have; wrap (W) networks are the last two. */
export const primaryNetworkIds = [1, 2, 3, 4, 5, 6] as const;
export const wrapNetworkIds = [7, 8] as const;

export const planOptionNames = ['Evergreen Gold PPO', 'Evergreen Silver HMO', 'Evergreen Bronze EPO', 'Evergreen Select HMO', 'Evergreen Choice Plus'] as const;
