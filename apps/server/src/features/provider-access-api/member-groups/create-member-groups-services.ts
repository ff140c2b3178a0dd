import type { AuditLog } from '../../../audit/audit-log.js';
import type { Clock } from '../../../clock.js';
import type { Executor } from '../../../db/client.js';
import type { IdentityChecks } from '../../../identity-checks/identity-checks.service.js';
import { createMemberGroupsRepository } from './member-groups.repository.js';
import { createMemberGroupsService } from './member-groups.service.js';

/** The Provider Access Groups: match, attribution, reading. `refreshIfStale(groupId)` is what an export calls first. */
export function createMemberGroupsServices(deps: {
  db: Executor;
  identityChecks: IdentityChecks;
  audit: AuditLog;
  getBrand: () => Promise<{ planName: string }>;
  clock: Clock;
}) {
  const memberGroupsService = createMemberGroupsService({ ...deps, repository: createMemberGroupsRepository(deps.db) });
  return { memberGroupsService };
}
