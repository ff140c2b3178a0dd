import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { createAuthorizationRecordRepository } from '../../authorization-records/authorization-record.repository.js';
import type { MemberAuthorizationsCache } from '../../authorization-records/member-authorizations-cache.js';
import type { DocumentViewLinks } from '../../clinical-documents/document-view-links.js';
import type { MemberReadAudit } from '../../access/member-reader.js';
import type { PdfBrand } from '../../pdf/pdf-brand.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { createReviewItemRepository } from './review-item.repository.js';
import { createReviewQueueRepository } from './review-queue.repository.js';
import { createReviewWorkbenchRepository } from './review-workbench.repository.js';
import { createReviewWorkbenchService } from './review-workbench.service.js';
import { createReviewService, type DenialReasons } from './review.service.js';
import type { ReviewCommands } from '../../authorization-core/review/review-commands.js';

/** The review area's service from its repositories and the services it reads and tells. */
export function createReviewServices(deps: {
  db: Database;
  memberAuthorizations: MemberAuthorizationsCache;
  viewLinks: DocumentViewLinks;
  settingsService: SettingsService;
  denialReasons: DenialReasons;
  commands: ReviewCommands;
  memberReadAudit: MemberReadAudit;
  getBrand: () => Promise<PdfBrand>;
  clock: Clock;
}) {
  const { db } = deps;
  const itemRepository = createReviewItemRepository(db);
  const recordRepository = createAuthorizationRecordRepository(db);
  const workbenchRepository = createReviewWorkbenchRepository(db);
  const reviewService = createReviewService({
    ...deps,
    queueRepository: createReviewQueueRepository(db),
    itemRepository,
    recordRepository,
    handOffs: workbenchRepository,
  });
  const workbenchService = createReviewWorkbenchService({
    ...deps,
    workbenchRepository,
    itemRepository,
    recordRepository,
    forgetQueueReads: reviewService.forgetQueueReads,
  });
  return { reviewService, workbenchService };
}
