import { z } from 'zod';
import { access, endpoint } from './endpoint.js';
import {
  FavoriteRequestSchema,
  FavoriteResponseSchema,
  ProviderAssociationListSchema,
  ProviderAssociationSearchRequestSchema,
  ProviderAssociationStatusChangeRequestSchema,
  ProviderAssociationStatusChangeResponseSchema,
  ProviderSearchQuerySchema,
  ProviderSearchResponseSchema,
  SaveTempProviderRequestSchema,
} from './providers.js';
import { SaveNotListedProviderRequestSchema, SaveNotListedProviderResponseSchema } from './submit-authorization.js';

const tag = 'providers';
/**
 * Your Providers is a provider account's list: an employee acting as themself has none, and it is not open while
 * impersonating. Limited users (pending approval) have always been answered by these calls, so they still are.
 */
const providerList = access.provider({ limited: true });

/** Provider directory search and the signed-in account's provider list (spec 2 §2.4, §5, §7). */
export const providerEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/provider/search/',
    // Also the admin area's Add Providers modal: employees search the directory too.
    access: access.account({ limited: true }),
    query: ProviderSearchQuerySchema,
    response: ProviderSearchResponseSchema,
    tag,
    summary: 'Searches the provider directory by NPI, or by name and state.',
  }),
  associationList: endpoint({
    method: 'POST',
    path: '/provider/search/',
    access: providerList,
    body: ProviderAssociationSearchRequestSchema,
    response: ProviderAssociationListSchema,
    tag,
    summary: 'The account’s own associations (Your Providers), Removed ones excluded.',
  }),
  favorite: endpoint({ method: 'POST', path: '/provider/favorite', access: providerList, body: FavoriteRequestSchema, response: FavoriteResponseSchema, tag }),
  /**
   * One path, two uses (spec 2 §7, spec 3 §7): the body tells them apart. Saving a "not listed" provider also needs
   * patient access, which its handler checks (limited users are refused there).
   */
  saveTempProvider: endpoint({
    method: 'POST',
    path: '/provider/SaveTempProvider',
    access: providerList,
    body: z.union([SaveTempProviderRequestSchema, SaveNotListedProviderRequestSchema]),
    response: z.union([ProviderAssociationListSchema, SaveNotListedProviderResponseSchema]),
    tag,
    summary:
      'With LocationIds: requests associations (Your Providers). With provider: saves a provider entered as "not listed" on an authorization request and answers its id.',
  }),
  changeAssociationStatuses: endpoint({
    method: 'POST',
    path: '/provider/associations/',
    access: providerList,
    body: ProviderAssociationStatusChangeRequestSchema,
    response: ProviderAssociationStatusChangeResponseSchema,
    tag,
    summary: 'Delete on Your Providers: the account’s own associations become Removed.',
  }),
} as const;
