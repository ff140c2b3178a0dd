import type { BlobStore } from './adapters/blob-store/blob-store.js';
import type { ReviewCommands } from './authorization-core/review/review-commands.js';
import type { AuthorizationCore } from './authorization-core/authorization-core.js';
import type { Clock } from './clock.js';
import type { Database } from './db/client.js';
import type { AuditLog } from './audit/audit-log.js';
import { createBlobDeletionsRepository } from './clinical-documents/blob-deletions.repository.js';
import { createClinicalUploadsRepository } from './clinical-documents/clinical-uploads.repository.js';
import { createDocumentViewLinks } from './clinical-documents/document-view-links.js';
import { createDocumentViewLinksRepository } from './clinical-documents/document-view-links.repository.js';
import { createDocumentsCleanup } from './clinical-documents/documents-cleanup.js';
import { createDocumentsRepository } from './clinical-documents/documents.repository.js';
import { createDocumentsService } from './clinical-documents/documents.service.js';
import type { MemberAccess } from './access/member-access.service.js';
import { createMemberReadAudit } from './access/member-reader.js';
import type { MembersRepository } from './eligibility/members.repository.js';
import type { ProviderAccess } from './access/provider-access.service.js';
import type { PriorAuthorizationPolicy } from './payer/prior-authorization-policy.service.js';
import type { SettingsService } from './portal-settings/settings.service.js';
import { createAuthorizationGlanceRepository } from './features/authorizations/authorization-glance.repository.js';
import { createAuthorizationGlanceService } from './features/authorizations/authorization-glance.service.js';
import { createAuthorizationHistoryRepository } from './authorization-records/authorization-history.repository.js';
import { createAuthorizationListRepository } from './authorization-records/authorization-list.repository.js';
import { createAuthorizationRecordRepository } from './authorization-records/authorization-record.repository.js';
import { createAuthorizationsService } from './authorization-records/authorizations.service.js';
import { createInformationAnswerService } from './features/authorizations/information-answer.service.js';
import { createMemberAuthorizationsCache } from './authorization-records/member-authorizations-cache.js';
import type { PdfBrand } from './pdf/pdf-brand.js';
import { createAppealService } from './features/appeals/appeal.service.js';

/** Manage Authorizations' services: the list, overview and change requests, and the clinical documents with their clean-up. */
export function createAuthorizationServices(deps: {
  db: Database;
  /** The core's commands the provider's answer and appeal call. */
  reviewCommands: Pick<ReviewCommands, 'answerInformation' | 'fileAppeal'>;
  policy: PriorAuthorizationPolicy;
  audit: AuditLog;
  settingsService: SettingsService;
  getBrand: () => Promise<PdfBrand>;
  providerAccess: ProviderAccess;
  memberAccess: MemberAccess;
  membersRepository: MembersRepository;
  blobStore: BlobStore;
  /** The authorization core (edits, withdrawals). */
  core: AuthorizationCore;
  clock: Clock;
}) {
  const { core, db, reviewCommands, policy, audit, settingsService, getBrand, providerAccess, memberAccess, membersRepository, blobStore, clock } = deps;
  const memberReadAudit = createMemberReadAudit(audit);
  const memberAuthorizations = createMemberAuthorizationsCache({ listRepository: createAuthorizationListRepository(db), clock });
  const authorizationsService = createAuthorizationsService({
    memberAuthorizations,
    core,
    recordRepository: createAuthorizationRecordRepository(db),
    historyRepository: createAuthorizationHistoryRepository(db),
    membersRepository,
    providerAccess,
    memberAccess,
    settingsService,
    policy,
    memberReadAudit,
    getBrand,
    clock,
  });
  const authorizationGlanceService = createAuthorizationGlanceService({
    glanceRepository: createAuthorizationGlanceRepository(db),
    providerAccess,
    memberReadAudit,
    clock,
  });
  const informationAnswerService = createInformationAnswerService({
    answerInformation: reviewCommands.answerInformation,
    authorizationsService,
    memberAuthorizations,
    memberReadAudit,
    clock,
  });
  const appealService = createAppealService({
    fileAppeal: reviewCommands.fileAppeal,
    authorizationsService,
    settingsService,
    memberAuthorizations,
    memberReadAudit,
    clock,
  });
  const documentsRepository = createDocumentsRepository(db);
  const uploadsRepository = createClinicalUploadsRepository(db);
  const blobDeletions = createBlobDeletionsRepository(db);
  const viewLinks = createDocumentViewLinks({
    viewLinksRepository: createDocumentViewLinksRepository(db),
    documentsRepository,
    blobStore,
    memberReadAudit,
    clock,
  });
  const documentsService = createDocumentsService({
    documentsRepository,
    uploadsRepository,
    blobDeletions,
    viewLinks,
    authorizationsService,
    memberAccess,
    blobStore,
    memberReadAudit,
    clock,
  });
  const documentsCleanup = createDocumentsCleanup({ uploadsRepository, blobDeletions, viewLinks, blobStore, clock });
  /** The one PUT of each upload URL of the embedded store (local-blob.routes.ts). */
  const uploadClaims = {
    claim: (key: string) => uploadsRepository.claimPut(key, clock.now()),
    release: (key: string) => uploadsRepository.releasePut(key),
  };
  return {
    authorizationsService,
    authorizationGlanceService,
    informationAnswerService,
    appealService,
    documentsService,
    documentsCleanup,
    uploadClaims,
    memberAuthorizations,
    viewLinks,
  };
}
