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
  documentApiPaths,
  constants,
  contentEndpoints,
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
  providerApiPaths,
  registrationText,
  resourceKeys,
  ResourceResponseSchema,
  routeByName,
  sessionEndpoints,
  settingsEndpoints,
  submitAuthorizationApiPaths,
  submitAuthorizationMessages,
  wizardClinicalsMessages,
} from '../../packages/contracts/src/index.js';
export type { CurrentUser, DevMailboxMessage, Settings } from '../../packages/contracts/src/index.js';
