/**
 * Request types by workflow id (spec 3 §1). A module of their own: the clinical upload rules read them on pages that
 * load none of the wizard's schemas.
 */
export const workflowIds = { standard: 1, unplannedAdmission: 2, maternity: 3, dme: 4 } as const;
export type WorkflowId = (typeof workflowIds)[keyof typeof workflowIds];
