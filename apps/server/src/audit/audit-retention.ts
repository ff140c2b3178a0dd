/**
 * HIPAA keeps required documentation six years (45 CFR 164.316(b)(2)); the audit log of who read which member's data
 * is never kept shorter (config.ts refuses a lower AUDIT_RETENTION_MONTHS). State law or a contract may ask more.
 */
export const minimumAuditRetentionMonths = 72;
