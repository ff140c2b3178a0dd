import type { Notifier } from '../../adapters/notifier/notifier.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { AuditLog } from '../../audit/audit-log.js';
import type { SessionService } from '../../sessions/session.service.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { createAdminAccountRepository } from './admin-account.repository.js';
import { createAdminAccountService } from './admin-account.service.js';
import { createAdminAssociationRepository } from './admin-association.repository.js';
import { createAdminAssociationService } from './admin-association.service.js';
import { createAdminChangeRecorder, createAdminRefusalRecorder } from '../../audit/admin-changes.js';
import { createAdminDashboardService } from './admin-dashboard.service.js';
import { createEmployeeRolesRepository } from './employee-roles.repository.js';
import { createEmployeeRolesService } from './employee-roles.service.js';
import type { GetBrand } from '../../brand/brand.service.js';

/** The admin area's services, wired once (create-services.ts holds them for the routes). */
export function createAdminServices(deps: {
  db: Database;
  settingsService: SettingsService;
  sessionService: Pick<SessionService, 'forgetAccount'>;
  notifier: Notifier;
  getBrand: GetBrand;
  audit: AuditLog;
  clock: Clock;
  scryptLogN: number;
  /** The base of the links in the e-mails (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
}) {
  const { db, notifier, clock } = deps;
  const adminAccountRepository = createAdminAccountRepository(db);
  const recordChange = createAdminChangeRecorder(deps.audit);
  return {
    adminDashboardService: createAdminDashboardService({ adminAccountRepository, clock }),
    adminAccountService: createAdminAccountService({
      adminAccountRepository,
      settingsService: deps.settingsService,
      forgetAccountSessions: (accountId) => deps.sessionService.forgetAccount(accountId),
      notifier,
      getBrand: deps.getBrand,
      publicBaseUrl: deps.publicBaseUrl,
      recordChange,
      clock,
      scryptLogN: deps.scryptLogN,
    }),
    employeeRolesService: createEmployeeRolesService({
      repository: createEmployeeRolesRepository(db),
      recordChange,
      recordRefusal: createAdminRefusalRecorder(deps.audit),
      forgetAccountSessions: (accountId) => deps.sessionService.forgetAccount(accountId),
      clock,
    }),
    adminAssociationService: createAdminAssociationService({
      adminAccountRepository,
      adminAssociationRepository: createAdminAssociationRepository(db),
      notifier,
      getBrand: deps.getBrand,
      publicBaseUrl: deps.publicBaseUrl,
      recordChange,
      clock,
    }),
  };
}
export type AdminServices = ReturnType<typeof createAdminServices>;
