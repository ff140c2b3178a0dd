export * from './common.js';
export * from './constants.js';
export * from './content.js';
export * from './messages.js';
export * from './routes.js';
export * from './session.js';
export * from './settings.js';
export * from './tracking.js';
