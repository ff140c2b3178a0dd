import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { AuditLog } from '../../audit/audit-log.js';
import type { IdentityChecks } from '../../identity-checks/identity-checks.service.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { createCoverageCheckService } from './coverage-check.service.js';
import { createGroupsService } from './groups.service.js';
import { createMemberAccessRepository } from '../../access/member-access.repository.js';
import { createMemberAccess } from '../../access/member-access.service.js';
import { createMemberReadAudit } from '../../access/member-reader.js';
import { createMembersRepository } from '../../eligibility/members.repository.js';
import { createMembersService } from './members.service.js';

/** The members area's services; `membersRepository` is shared with the benefits area (same core-system reads). */
export function createMemberServices(deps: { db: Database; audit: AuditLog; settingsService: SettingsService; identityChecks: IdentityChecks; clock: Clock }) {
  const { db, audit, settingsService, identityChecks, clock } = deps;
  const membersRepository = createMembersRepository(db);
  const memberReadAudit = createMemberReadAudit(audit);
  const memberAccess = createMemberAccess({ memberAccessRepository: createMemberAccessRepository(db), memberReadAudit, clock });
  const membersService = createMembersService({ membersRepository, memberAccess, memberReadAudit, identityChecks, clock });
  return {
    membersRepository,
    /** The member access rule (member-access.service.ts), for every area that reads a member by qhid. */
    memberAccess,
    membersService,
    coverageCheckService: createCoverageCheckService({ membersService, membersRepository, memberAccess, settingsService, memberReadAudit, clock }),
    groupsService: createGroupsService({ membersRepository }),
  };
}
export type MemberServices = ReturnType<typeof createMemberServices>;
