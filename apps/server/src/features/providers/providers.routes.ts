import { providerEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { memberReaderOf } from '../../access/member-reader.js';
import type { AuthorizationCore } from '../../authorization-core/authorization-core.js';
import { locationViewerOf, providerListActorOf } from '../../access/provider-actor.js';
import type { ProviderListService } from './provider-list.service.js';
import type { ProviderSearchService } from './provider-search.service.js';

export interface ProvidersRoutesOptions {
  providerSearchService: ProviderSearchService;
  providerListService: ProviderListService;
  /** SaveTempProvider also saves a "not listed" provider of an authorization request (spec 3 §7). */
  saveNotListedProvider: AuthorizationCore['saveNotListedProvider'];
}

/** Provider directory search and the signed-in account's provider list (spec 2 §2.4, §5, §7). */
export const providersRoutes: FastifyPluginAsync<ProvidersRoutesOptions> = async (app, options) => {
  const { providerSearchService, providerListService, saveNotListedProvider } = options;
  const endpoints = providerEndpoints;

  route(app, endpoints.search, (request) => providerSearchService.search(locationViewerOf(request), request.query));
  route(app, endpoints.associationList, (request) => {
    const { SortClause, PageSize, PageNumber } = request.body;
    return providerListService.list(providerListActorOf(request).accountId, { sortClause: SortClause, pageSize: PageSize, pageNumber: PageNumber });
  });
  route(app, endpoints.favorite, (request) => providerListService.setFavorite(providerListActorOf(request), request.body));
  route(app, endpoints.saveTempProvider, (request) =>
    'LocationIds' in request.body
      ? providerListService.saveTempProviders(providerListActorOf(request), request.body.LocationIds)
      : saveNotListedProvider(memberReaderOf(request).accountId, request.body.provider),
  );
  route(app, endpoints.changeAssociationStatuses, (request) => {
    const ids = request.body.statusChanges.map((change) => change.associationId);
    return providerListService.removeAssociations(providerListActorOf(request), ids);
  });
};
