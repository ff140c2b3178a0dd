import { randomBytes } from 'node:crypto';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createAuditLog } from './features/audit/audit-log.js';
import { createContentRepository } from './features/content/content.repository.js';
import { createContentService } from './features/content/content.service.js';
import { createLoginService } from './features/session/login.service.js';
import { createSessionRepository } from './features/session/session.repository.js';
import { createSessionService } from './features/session/session.service.js';
import { createSettingsRepository } from './features/settings/settings.repository.js';
import { createSettingsService } from './features/settings/settings.service.js';
import { createTrackingRepository } from './features/tracking/tracking.repository.js';
import { createTrackingService } from './features/tracking/tracking.service.js';
import { hashPassword } from './security/password.js';

/** Wires repositories into services, each service from only the dependencies it names. */
export function createServices(config: Config, db: Database, clock: Clock) {
  const audit = createAuditLog(db, clock);
  const settingsService = createSettingsService({
    settingsRepository: createSettingsRepository(db),
    overrides: config.settingsOverrides,
    clock,
  });
  const sessionRepository = createSessionRepository(db);
  const sessionService = createSessionService({ sessionRepository, settingsService, clock });
  const trackingService = createTrackingService({ trackingRepository: createTrackingRepository(db), clock });
  let dummyHash: Promise<string> | undefined;
  const loginService = createLoginService({
    sessionRepository,
    sessionService,
    settingsService,
    audit,
    tracking: trackingService,
    clock,
    // Same cost as the accounts' hashes, so an unknown user id takes as long as a wrong password.
    dummyPasswordHash: () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex'), config.scryptLogN)),
  });
  const contentService = createContentService({ contentRepository: createContentRepository(db), audit });
  return { audit, settingsService, sessionService, loginService, trackingService, contentService };
}
export type Services = ReturnType<typeof createServices>;
