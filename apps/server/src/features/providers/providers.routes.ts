import {
  ErrorResponseSchema,
  FavoriteRequestSchema,
  FavoriteResponseSchema,
  providerApiPaths,
  ProviderAssociationListSchema,
  ProviderAssociationSearchRequestSchema,
  ProviderAssociationStatusChangeRequestSchema,
  ProviderAssociationStatusChangeResponseSchema,
  ProviderSearchQuerySchema,
  ProviderSearchResponseSchema,
  SaveNotListedProviderRequestSchema,
  SaveNotListedProviderResponseSchema,
  SaveTempProviderRequestSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { memberReaderOf } from '../members/member-reader.js';
import type { SubmitAuthorizationService } from '../submit-authorization/submit-authorization.service.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationViewerOf, providerListActorOf } from './provider-actor.js';
import type { ProviderListService } from './provider-list.service.js';
import type { ProviderSearchService } from './provider-search.service.js';

export interface ProvidersRoutesOptions {
  providerSearchService: ProviderSearchService;
  providerListService: ProviderListService;
  /** SaveTempProvider also saves a "not listed" provider of an authorization request (spec 3 §7). */
  saveNotListedProvider: SubmitAuthorizationService['saveNotListedProvider'];
}

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const tags = ['providers'];

/** Provider directory search and the signed-in account's provider list (spec 2 §2.4, §5, §7). */
export const providersRoutes: FastifyPluginAsyncZod<ProvidersRoutesOptions> = async (app, options) => {
  const { providerSearchService, providerListService, saveNotListedProvider } = options;

  // Also the admin area's Add Providers modal: employees search the directory too.
  app.get(
    providerApiPaths.search,
    { preHandler: app.authenticate, schema: { tags, querystring: ProviderSearchQuerySchema, response: { 200: ProviderSearchResponseSchema, ...errors } } },
    (request) => providerSearchService.search(locationViewerOf(request), request.query),
  );

  app.post(
    providerApiPaths.search,
    {
      preHandler: app.authenticate,
      schema: { tags, body: ProviderAssociationSearchRequestSchema, response: { 200: ProviderAssociationListSchema, ...errors } },
    },
    (request) => {
      const { SortClause, PageSize, PageNumber } = request.body;
      return providerListService.list(providerListActorOf(request).accountId, { sortClause: SortClause, pageSize: PageSize, pageNumber: PageNumber });
    },
  );

  app.post(
    providerApiPaths.favorite,
    { preHandler: app.authenticate, schema: { tags, body: FavoriteRequestSchema, response: { 200: FavoriteResponseSchema, ...errors } } },
    (request) => providerListService.setFavorite(providerListActorOf(request), request.body),
  );

  app.post(
    providerApiPaths.saveTempProvider,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        description: 'With LocationIds: requests associations (Your Providers). With provider: saves a provider entered as "not listed" on an authorization request and answers its id.',
        body: z.union([SaveTempProviderRequestSchema, SaveNotListedProviderRequestSchema]),
        response: { 200: z.union([ProviderAssociationListSchema, SaveNotListedProviderResponseSchema]), ...errors },
      },
    },
    (request) =>
      'LocationIds' in request.body
        ? providerListService.saveTempProviders(providerListActorOf(request), request.body.LocationIds)
        : saveNotListedProvider(memberReaderOf(request), request.body.provider),
  );

  app.post(
    providerApiPaths.associations,
    {
      preHandler: app.authenticate,
      schema: { tags, body: ProviderAssociationStatusChangeRequestSchema, response: { 200: ProviderAssociationStatusChangeResponseSchema, ...errors } },
    },
    (request) => {
      const ids = request.body.statusChanges.map((change) => change.associationId);
      return providerListService.removeAssociations(providerListActorOf(request), ids);
    },
  );
};
