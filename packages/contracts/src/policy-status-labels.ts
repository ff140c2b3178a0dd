/**
 * The states of a policy rule and of a denial reason as their status badges say them: a module of its own, so the
 * status badge, on many pages, does not bring every string of the policy pages with it.
 */
export const policyStatusLabels = { active: 'Active', retired: 'Retired', future: 'Future', inactive: 'Inactive' } as const;
