import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { AuditLog } from '../../audit/audit-log.js';
import { createClientSystemAuth } from '../../client-system-auth/client-system-auth.js';
import { createClientSystemsRepository } from '../../client-system-auth/client-systems.repository.js';
import { createClientSystemsService } from './client-systems.service.js';
import { createClientTokenService } from '../../client-system-auth/client-token.service.js';

/** The client-system registry, the token endpoint and the FHIR API's authentication, over one repository. */
export function createClientSystemServices(deps: { db: Database; audit: AuditLog; clock: Clock }) {
  const repository = createClientSystemsRepository(deps.db);
  const clientSystemAuth = createClientSystemAuth({ repository, clock: deps.clock });
  return {
    clientSystemsService: createClientSystemsService({
      repository,
      audit: deps.audit,
      clock: deps.clock,
      forgetClientSystem: clientSystemAuth.forgetClientSystem,
    }),
    clientTokenService: createClientTokenService({ repository, clock: deps.clock }),
    clientSystemAuth,
  };
}
export type ClientSystemServices = ReturnType<typeof createClientSystemServices>;
