import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { AuditLog } from '../../audit/audit-log.js';
import { createProviderAccessRepository } from '../../access/provider-access.repository.js';
import { createProviderAccess } from '../../access/provider-access.service.js';
import { createProviderDirectoryRepository } from './provider-directory.repository.js';
import { createProviderListRepository } from './provider-list.repository.js';
import { createProviderListService } from './provider-list.service.js';
import { createProviderSearchService } from './provider-search.service.js';

/** The providers area's services; `providerAccess` is the association access rule later areas call. */
export function createProviderServices(deps: { db: Database; audit: AuditLog; clock: Clock }) {
  const { db, audit, clock } = deps;
  const providerDirectoryRepository = createProviderDirectoryRepository(db);
  return {
    providerAccess: createProviderAccess({ providerAccessRepository: createProviderAccessRepository(db) }),
    providerSearchService: createProviderSearchService({ providerDirectoryRepository, clock }),
    providerListService: createProviderListService({
      providerListRepository: createProviderListRepository(db),
      providerDirectoryRepository,
      audit,
      clock,
    }),
  };
}
export type ProviderServices = ReturnType<typeof createProviderServices>;
