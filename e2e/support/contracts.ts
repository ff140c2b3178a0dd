/**
 * The shared contracts, imported from their source: the words a user sees are asserted exactly as the app
 * renders them, from the one catalogue both use.
 */
export {
  accountMessages,
  accountStatuses,
  apiPrefix,
  authHeaders,
  authorizationMessages,
  memberEndpoints,
  documentEndpoints,
  contentEndpoints,
  constants,
  CurrentUserSchema,
  DevMailboxResponseSchema,
  endpointPath,
  feedbackReasonsFor,
  memberAreaMessages,
  messages,
  networkDocuments,
  pageTitle,
  passwordChecklist,
  paths,
  providerEndpoints,
  registrationText,
  resourceKeys,
  ResourceResponseSchema,
  routeByName,
  sessionEndpoints,
  settingsEndpoints,
  submitAuthorizationEndpoints,
  trackingEndpoints,
  submitAuthorizationMessages,
  wizardClinicalsMessages,
} from '../../packages/contracts/src/index.js';
export type { CurrentUser, DevMailboxMessage, Settings } from '../../packages/contracts/src/index.js';
