/**
 * The shared contracts, imported from their source: the words a user sees are asserted exactly as the app
 * renders them, from the one catalogue both use.
 */
export {
  accountMessages,
  accountStatuses,
  apiPaths,
  apiPrefix,
  authHeaders,
  authorizationMessages,
  memberEndpoints,
  documentEndpoints,
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
  submitAuthorizationEndpoints,
  submitAuthorizationMessages,
  wizardClinicalsMessages,
} from '../../packages/contracts/src/index.js';
export type { CurrentUser, DevMailboxMessage, Settings } from '../../packages/contracts/src/index.js';
