export * from './schema/account-flows.js';
export * from './schema/accounts.js';
export * from './schema/audit.js';
export * from './schema/content.js';
export * from './schema/documents.js';
export * from './schema/payer.js';
export * from './schema/codes.js';
export * from './schema/utilization.js';
