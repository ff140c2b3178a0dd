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
  SaveTempProviderRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { effectiveAccountId, providerListActorOf } from './provider-actor.js';
import type { ProviderListService } from './provider-list.service.js';
import type { ProviderSearchService } from './provider-search.service.js';

export interface ProvidersRoutesOptions {
  providerSearchService: ProviderSearchService;
  providerListService: ProviderListService;
}

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const tags = ['providers'];

/** Provider directory search and the signed-in account's provider list (spec 2 §2.4, §5, §7). */
export const providersRoutes: FastifyPluginAsyncZod<ProvidersRoutesOptions> = async (app, options) => {
  const { providerSearchService, providerListService } = options;

  // Also the admin area's Add Providers modal: employees search the directory too.
  app.get(
    providerApiPaths.search,
    { preHandler: app.authenticate, schema: { tags, querystring: ProviderSearchQuerySchema, response: { 200: ProviderSearchResponseSchema, ...errors } } },
    (request) => providerSearchService.search(effectiveAccountId(request), request.query),
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
    { preHandler: app.authenticate, schema: { tags, body: SaveTempProviderRequestSchema, response: { 200: ProviderAssociationListSchema, ...errors } } },
    (request) => providerListService.saveTempProviders(providerListActorOf(request), request.body.LocationIds),
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
