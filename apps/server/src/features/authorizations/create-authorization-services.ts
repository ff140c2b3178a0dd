import type { BlobStore } from '../../adapters/blob-store/blob-store.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { AuditLog } from '../audit/audit-log.js';
import { createDocumentsRepository } from '../documents/documents.repository.js';
import { createDocumentsService } from '../documents/documents.service.js';
import type { MemberAccess } from '../members/member-access.service.js';
import { createMemberReadAudit } from '../members/member-reader.js';
import type { MembersRepository } from '../members/members.repository.js';
import type { ProviderAccess } from '../providers/provider-access.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createAuthorizationListRepository } from './authorization-list.repository.js';
import { createAuthorizationRecordRepository } from './authorization-record.repository.js';
import { createAuthorizationsService } from './authorizations.service.js';
import { createMemberAuthorizationsCache } from './member-authorizations-cache.js';

/** Manage Authorizations' services: the list, overview and change requests, and the clinical documents. */
export function createAuthorizationServices(deps: {
  db: Database;
  audit: AuditLog;
  settingsService: SettingsService;
  providerAccess: ProviderAccess;
  memberAccess: MemberAccess;
  membersRepository: MembersRepository;
  blobStore: BlobStore;
  clock: Clock;
}) {
  const { db, audit, settingsService, providerAccess, memberAccess, membersRepository, blobStore, clock } = deps;
  const memberReadAudit = createMemberReadAudit(audit);
  const memberAuthorizations = createMemberAuthorizationsCache({ listRepository: createAuthorizationListRepository(db), clock });
  const authorizationsService = createAuthorizationsService({
    memberAuthorizations,
    recordRepository: createAuthorizationRecordRepository(db),
    membersRepository,
    providerAccess,
    memberAccess,
    settingsService,
    memberReadAudit,
    clock,
  });
  const documentsService = createDocumentsService({ documentsRepository: createDocumentsRepository(db), authorizationsService, blobStore, memberReadAudit, clock });
  return { authorizationsService, documentsService, memberAuthorizations };
}
