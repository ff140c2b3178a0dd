import { createPeerToPeerRepository } from './features/peer-to-peer/peer-to-peer.repository.js';
import { createPeerToPeerService } from './features/peer-to-peer/peer-to-peer.service.js';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fhirPaths } from '@portal/contracts';
import { createNotifier } from './adapters/notifier/notifier.js';
import { createOutboxRepository } from './adapters/notifier/outbox.repository.js';
import type { BlobStore } from './adapters/blob-store/blob-store.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createMemoryCodeSearch } from './adapters/code-search/memory-code-search.js';
import { createPostgresCodeSearch } from './adapters/code-search/postgres-code-search.js';
import { createAccountFlowRepository } from './account-flows/account-flow.repository.js';
import { createAccountFlowService } from './account-flows/account-flow.service.js';
import { createAccountUpdateService } from './features/account-update/account-update.service.js';
import { createAdminServices } from './features/admin/create-admin-services.js';
import { createAuditLog } from './audit/audit-log.js';
import { createAuditPartitions } from './audit/audit-partitions.js';
import { createAuditRepository } from './audit/audit.repository.js';
import { createReviewCommands } from './authorization-core/review/review-commands.js';
import { createClientSystemServices } from './features/client-systems/create-client-system-services.js';
import { createAuthorizationServices } from './create-authorization-services.js';
import { createBrandRepository } from './brand/brand.repository.js';
import { createMetricsRepository } from './features/metrics/metrics.repository.js';
import { createMetricsService } from './features/metrics/metrics.service.js';
import { metricsConsumer } from './features/metrics/metrics.consumer.js';
import { createNoticesConsumer } from './features/notices/authorization-notices.consumer.js';
import { subscriptionEventsConsumer } from './features/fhir-subscriptions/subscription-events.consumer.js';
import { createPolicyRepository } from './features/policy/policy.repository.js';
import { createPolicyService } from './features/policy/policy.service.js';
import { createReviewServices } from './features/review/create-review-services.js';
import { createSandboxService } from './features/sandbox/sandbox.service.js';
import { createOperationsRepository } from './features/operations/operations.repository.js';
import { createOperationsService } from './features/operations/operations.service.js';
import { createPriorAuthorizationPolicy } from './payer/prior-authorization-policy.service.js';
import { createBrandService } from './brand/brand.service.js';
import { createBenefitPlansRepository } from './features/benefits/benefit-plans.repository.js';
import { createBenefitsService } from './features/benefits/benefits.service.js';
import { createMemberSharesRepository } from './features/benefits/member-shares.repository.js';
import { createFindByNumberRepository } from './features/find-by-number/find-by-number.repository.js';
import { createFindByNumberService } from './features/find-by-number/find-by-number.service.js';
import { createClaimsRepository } from './features/claims/claims.repository.js';
import { createClaimsService } from './features/claims/claims.service.js';
import { createMemberClaimsCache } from './features/claims/member-claims-cache.js';
import { createCodesService } from './features/codes/codes.service.js';
import { createContactRepository } from './features/content/contact.repository.js';
import { createContactService } from './features/content/contact.service.js';
import { createContentRepository } from './features/content/content.repository.js';
import { createContentService } from './features/content/content.service.js';
import { createFeedbackRepository } from './features/content/feedback.repository.js';
import { createFeedbackService } from './features/content/feedback.service.js';
import { createDevMailboxService } from './features/dev-mailbox/dev-mailbox.service.js';
import { createImpersonationRepository } from './features/impersonation/impersonation.repository.js';
import { createImpersonationService } from './features/impersonation/impersonation.service.js';
import { createMemberReadAudit } from './access/member-reader.js';
import { createMemberServices } from './features/members/create-member-services.js';
import { createMfaService } from './features/mfa/mfa.service.js';
import { createNoticeServices } from './features/notices/create-notice-services.js';
import { createAccountRecoveryRepository } from './account-flows/account-recovery.repository.js';
import { createAccountRecoveryService } from './account-flows/account-recovery.service.js';
import { createForgotPasswordRepository } from './features/forgot-password/forgot-password.repository.js';
import { createForgotPasswordService } from './features/forgot-password/forgot-password.service.js';
import { createUnlockRepository } from './features/unlock/unlock.repository.js';
import { createUnlockService } from './features/unlock/unlock.service.js';
import { createRegisterAccountService } from './features/registration/register-account.service.js';
import { createRegistrationRepository } from './features/registration/registration.repository.js';
import { createRegistrationService } from './features/registration/registration.service.js';
import { createProfileRepository } from './accounts/profile.repository.js';
import { createProfileService } from './features/profile/profile.service.js';
import { createProviderServices } from './features/providers/create-provider-services.js';
import { createUsernameChangeService } from './features/profile/username-change.service.js';
import { createLoginService } from './features/session/login.service.js';
import { createSessionRepository } from './sessions/session.repository.js';
import { createSessionService } from './sessions/session.service.js';
import { createSettingsRepository } from './portal-settings/settings.repository.js';
import { createSettingsService } from './portal-settings/settings.service.js';
import { createClientSystemsRepository } from './client-system-auth/client-systems.repository.js';
import { createCdsHooksAuth } from './client-system-auth/cds-hooks-auth.js';
import { createCrdRepository } from './features/fhir-crd/crd.repository.js';
import { createIdentityChecksRepository } from './identity-checks/identity-checks.repository.js';
import { createIdentityChecks } from './identity-checks/identity-checks.service.js';
import { createMemberGroupsServices } from './features/provider-access-api/member-groups/create-member-groups-services.js';
import { createProviderAccessAdminRepository } from './features/provider-access-api/admin/provider-access-admin.repository.js';
import { createProviderAccessAdminService } from './features/provider-access-api/admin/provider-access-admin.service.js';
import { createCrdService } from './features/fhir-crd/crd.service.js';
import { createPasRepository } from './features/fhir-pas/pas.repository.js';
import { createPasService } from './features/fhir-pas/pas.service.js';
import { createBulkExportServices } from './features/provider-access-api/bulk-export/create-bulk-export-services.js';
import { createFhirSubscriptionServices } from './features/fhir-subscriptions/create-fhir-subscription-services.js';
import { createAuthorizationCore } from './authorization-core/authorization-core.js';
import { createSubmitAuthorizationRepository } from './features/submit-authorization/submit-authorization.repository.js';
import { createRecentAuthorizationsRepository } from './features/submit-authorization/recent-authorizations.repository.js';
import { createRecentAuthorizationsService } from './features/submit-authorization/recent-authorizations.service.js';
import { createSubmitAuthorizationService } from './features/submit-authorization/submit-authorization.service.js';
import { createAuthorizationDraftsRepository } from './features/submit-authorization/authorization-drafts.repository.js';
import { createAuthorizationDraftsService } from './features/submit-authorization/authorization-drafts.service.js';
import { createWorklistRepository } from './features/worklist/worklist.repository.js';
import { createWorklistService } from './features/worklist/worklist.service.js';
import { createMaternityRepository } from './features/submit-authorization/maternity.repository.js';
import { createMaternityAssessmentService } from './features/submit-authorization/maternity-assessment.service.js';
import { createTrackingRepository } from './features/tracking/tracking.repository.js';
import { createTrackingService } from './features/tracking/tracking.service.js';
import { createVerificationCodeRepository } from './verification/verification-code.repository.js';
import { createVerificationCodeService } from './verification/verification-code.service.js';
import { hashPassword } from './security/password.js';
import { createAuthorizationEventConsumers } from './authorization-core/event-consumers.js';
import { createEventsCommittedSignal, signallingCommits } from './authorization-core/events-committed.js';

/** Wires repositories into services, each service from only the dependencies it names. */
export function createServices(config: Config, db: Database, clock: Clock, blobStore: BlobStore, log: FastifyBaseLogger) {
  const audit = createAuditLog(db, clock);
  const brandService = createBrandService({ brandRepository: createBrandRepository(db), audit, clock, log });
  const policyRepository = createPolicyRepository(db);
  const priorAuthorizationPolicy = createPriorAuthorizationPolicy({ findRules: policyRepository.findRules, clock });
  const policyService = createPolicyService({ db, repository: policyRepository, policy: priorAuthorizationPolicy, audit, clock });
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
  const impersonationService = createImpersonationService({ impersonationRepository: createImpersonationRepository(db), sessionService, audit });
  const notifier = createNotifier(config, db, clock);
  const contactService = createContactService({
    contactRepository: createContactRepository(db),
    settingsService,
    notifier,
    getBrand: brandService.getBrand,
    clock,
  });
  const feedbackService = createFeedbackService({ feedbackRepository: createFeedbackRepository(db), clock });
  const accountFlows = createAccountFlowService({ accountFlowRepository: createAccountFlowRepository(db), clock });
  const verificationCodes = createVerificationCodeService({
    getBrand: brandService.getBrand,
    verificationCodeRepository: createVerificationCodeRepository(db),
    notifier,
    clock,
  });
  const devMailboxService = createDevMailboxService({ outboxRepository: createOutboxRepository(db) });
  // The signed-in account's own changes: Settings page, forced account update, temporary password reset.
  const profileRepository = createProfileRepository(db);
  const ownAccountDeps = {
    profileRepository,
    settingsService,
    audit,
    clock,
    scryptLogN: config.scryptLogN,
    forgetAccountSessions: (accountId: number) => sessionService.forgetAccount(accountId),
  };
  const profileService = createProfileService(ownAccountDeps);
  const accountUpdateService = createAccountUpdateService(ownAccountDeps);
  const usernameChangeService = createUsernameChangeService({
    profileRepository,
    accountFlows,
    verificationCodes,
    notifier,
    getBrand: brandService.getBrand,
    audit,
    clock,
  });
  const mfaService = createMfaService({ accountFlows, verificationCodes });
  const registrationRepository = createRegistrationRepository(db);
  const registrationService = createRegistrationService({ registrationRepository, accountFlows, verificationCodes, settingsService });
  const registerAccountService = createRegisterAccountService({
    registrationRepository,
    accountFlows,
    sessionService,
    audit,
    clock,
    scryptLogN: config.scryptLogN,
  });
  // Forgot password and unlock share steps 1 and 2 (find the account, check the security answer).
  const accountRecoveryRepository = createAccountRecoveryRepository(db);
  const recoveryDeps = { accountFlows, settingsService, audit, clock };
  const accountRecovery = createAccountRecoveryService({ accountRecoveryRepository, ...recoveryDeps });
  const forgotPasswordService = createForgotPasswordService({
    accountRecovery,
    accountRecoveryRepository,
    forgotPasswordRepository: createForgotPasswordRepository(db),
    ...recoveryDeps,
    scryptLogN: config.scryptLogN,
    forgetAccountSessions: (accountId) => sessionService.forgetAccount(accountId),
  });
  const adminServices = createAdminServices({
    db,
    settingsService,
    sessionService,
    notifier,
    getBrand: brandService.getBrand,
    audit,
    clock,
    scryptLogN: config.scryptLogN,
    publicBaseUrl: config.publicBaseUrl,
  });
  const providerServices = createProviderServices({ db, audit, clock });
  // The one throttle of identity matching (issue 30): member searches, PAS and CDS Hooks all go through it.
  const identityChecks = createIdentityChecks({ repository: createIdentityChecksRepository(db), audit, clock });
  const memberServices = createMemberServices({ db, audit, settingsService, identityChecks, clock });
  const { memberAccess } = memberServices;
  const contentService = createContentService({
    contentRepository: createContentRepository(db),
    memberAccess,
    memberReadAudit: createMemberReadAudit(audit),
    getBrand: brandService.getBrand,
  });
  const claimsRepository = createClaimsRepository(db);
  const claimsService = createClaimsService({
    claimsRepository,
    memberClaims: createMemberClaimsCache({ claimsRepository, clock }),
    providerAccess: providerServices.providerAccess,
    memberAccess,
    memberReadAudit: createMemberReadAudit(audit),
  });
  const findByNumberService = createFindByNumberService({
    repository: createFindByNumberRepository(db),
    providerAccess: providerServices.providerAccess,
    identityChecks,
    memberReadAudit: createMemberReadAudit(audit),
  });
  const benefitsService = createBenefitsService({
    membersRepository: memberServices.membersRepository,
    benefitPlansRepository: createBenefitPlansRepository(db),
    memberSharesRepository: createMemberSharesRepository(db),
    memberAccess,
    memberReadAudit: createMemberReadAudit(audit),
    getBrand: brandService.getBrand,
    policy: priorAuthorizationPolicy,
    settingsService,
    clock,
  });
  const codeSearch = config.codeSearch === 'postgres' ? createPostgresCodeSearch(db) : createMemoryCodeSearch(db, clock);
  const codesService = createCodesService({ codeSearch });
  // The authorization core's commands (the review side's audit rows go to the shared audit log in their transaction);
  // each command's commit wakes this process's event consumers.
  const eventsCommitted = createEventsCommittedSignal();
  const commandDb = signallingCommits(db, eventsCommitted.committed);
  const reviewCommands = createReviewCommands({ db: commandDb, writeAudit: (tx, rows) => createAuditRepository(tx).insertMany(rows) });
  const authorizationCore = createAuthorizationCore({ db: commandDb, clock });
  const authorizationServices = createAuthorizationServices({
    db,
    reviewCommands,
    policy: priorAuthorizationPolicy,
    audit,
    settingsService,
    getBrand: brandService.getBrand,
    providerAccess: providerServices.providerAccess,
    memberAccess,
    membersRepository: memberServices.membersRepository,
    blobStore,
    core: authorizationCore,
    clock,
  });
  const submitAuthorizationRepository = createSubmitAuthorizationRepository(db);
  const authorizationDraftsService = createAuthorizationDraftsService({
    repository: createAuthorizationDraftsRepository(db),
    providerAccess: providerServices.providerAccess,
    memberAccess,
    memberReadAudit: createMemberReadAudit(audit),
    clock,
  });
  const worklistService = createWorklistService({
    repository: createWorklistRepository(db),
    providerAccess: providerServices.providerAccess,
    settingsService,
    memberReadAudit: createMemberReadAudit(audit),
    clock,
  });
  const submitAuthorizationService = createSubmitAuthorizationService({
    repository: submitAuthorizationRepository,
    submissions: authorizationCore.submissions,
    membersRepository: memberServices.membersRepository,
    memberAccess,
    providerAccess: providerServices.providerAccess,
    settingsService,
    policy: priorAuthorizationPolicy,
    memberAuthorizations: authorizationServices.memberAuthorizations,
    memberReadAudit: createMemberReadAudit(audit),
    drafts: authorizationDraftsService,
    clock,
  });
  const crdRepository = createCrdRepository(db);
  const pasService = createPasService({
    repository: createPasRepository(db),
    linkCoverageAssertions: crdRepository.linkAssertions,
    core: authorizationCore,
    authorizationsService: authorizationServices.authorizationsService,
    documentsService: authorizationServices.documentsService,
    getBrand: brandService.getBrand,
    providerAccess: providerServices.providerAccess,
    settingsService,
    policy: priorAuthorizationPolicy,
    memberAuthorizations: authorizationServices.memberAuthorizations,
    memberReadAudit: createMemberReadAudit(audit),
    identityChecks,
    clock,
  });
  const { intervalMs: _fhirNotificationIntervalMs, ...fhirDeliveryOptions } = config.fhirNotifications;
  const fhirSubscriptionServices = createFhirSubscriptionServices({
    db,
    pasService,
    providerAccess: providerServices.providerAccess,
    memberReadAudit: createMemberReadAudit(audit),
    fhirBaseUrl: `${config.publicBaseUrl}${fhirPaths.base}`,
    deliveryOptions: fhirDeliveryOptions,
    clock,
  });
  // The Provider Access API's Bulk Data export (issue 33): kick-off and status, the worker, the retention sweep.
  const providerAccessGroups = createMemberGroupsServices({ db, identityChecks, audit, getBrand: brandService.getBrand, clock });
  const bulkExportServices = createBulkExportServices({
    db,
    blobStore,
    clock,
    publicBaseUrl: config.publicBaseUrl,
    getBrand: brandService.getBrand,
    refreshIfStale: providerAccessGroups.memberGroupsService.refreshIfStale,
    thread: config.database.kind === 'postgres' ? { databaseUrl: config.database.url, blobStore: config.blobStore } : null,
    workerOptions: { leaseMs: config.bulkExport.leaseMs, pageMembers: config.bulkExport.pageMembers, partMembers: config.bulkExport.partMembers },
  });
  const recentAuthorizationsService = createRecentAuthorizationsService({
    repository: createRecentAuthorizationsRepository(db),
    authorizationsService: authorizationServices.authorizationsService,
    memberReadAudit: createMemberReadAudit(audit),
    clock,
  });
  const maternityAssessmentService = createMaternityAssessmentService({
    repository: createMaternityRepository(db),
    membersRepository: memberServices.membersRepository,
    memberAccess,
    memberReadAudit: createMemberReadAudit(audit),
    clock,
  });
  const noticeServices = createNoticeServices({ db, notifier, audit, providerAccess: providerServices.providerAccess, clock });
  const { reviewService, workbenchService: reviewWorkbenchService } = createReviewServices({
    db,
    memberAuthorizations: authorizationServices.memberAuthorizations,
    viewLinks: authorizationServices.viewLinks,
    settingsService,
    denialReasons: {
      activeLabels: async () => new Map((await policyService.denialReasons({ includeInactive: false })).map((reason) => [reason.code, reason.label])),
    },
    commands: reviewCommands,
    memberReadAudit: createMemberReadAudit(audit),
    getBrand: brandService.getBrand,
    clock,
  });
  const peerToPeerService = createPeerToPeerService({
    db,
    commands: reviewCommands,
    repository: createPeerToPeerRepository(db),
    authorizationsService: authorizationServices.authorizationsService,
    settingsService,
    memberAuthorizations: authorizationServices.memberAuthorizations,
    memberReadAudit: createMemberReadAudit(audit),
    clock,
  });
  const operationsService = createOperationsService({ operationsRepository: createOperationsRepository(db), clock });
  const unlockService = createUnlockService({ accountRecovery, unlockRepository: createUnlockRepository(db), ...recoveryDeps });
  const metricsService = createMetricsService({ repository: createMetricsRepository(db), clock });
  const clientSystemServices = createClientSystemServices({ db, audit, clock });
  const crdService = createCrdService({
    repository: crdRepository,
    policy: priorAuthorizationPolicy,
    settingsService,
    providerAccess: providerServices.providerAccess,
    memberReadAudit: createMemberReadAudit(audit),
    identityChecks,
    getBrand: brandService.getBrand,
    clock,
  });
  const cdsHooksAuth = createCdsHooksAuth({ repository: createClientSystemsRepository(db), clock, audienceBaseUrls: config.audienceBaseUrls });
  // The readers of the authorization core's events (notices, FHIR notifications, metrics), each with its position.
  const authorizationEventConsumers = createAuthorizationEventConsumers({
    db,
    consumers: [
      createNoticesConsumer({ deliverSoon: noticeServices.deliverSoon, publicBaseUrl: config.publicBaseUrl }),
      subscriptionEventsConsumer,
      metricsConsumer,
    ],
  });
  return {
    /** The audit log's monthly partitions: made ahead, detached past retention (audit-partitions.plugin.ts runs it). */
    auditPartitions: createAuditPartitions({ db, clock, retentionMonths: config.auditRetentionMonths }),
    authorizationEventConsumers,
    eventsCommitted,
    /** The authorization core's commands (submit, update lines, withdraw, expire): the doors call these. */
    authorizationCore,
    audit,
    policyService,
    metricsService,
    priorAuthorizationPolicy,
    /** The association access rule (access/provider-access.service.ts). */
    providerAccess: providerServices.providerAccess,
    providerServices,
    settingsService,
    brandService,
    sessionService,
    loginService,
    impersonationService,
    trackingService,
    contentService,
    contactService,
    feedbackService,
    notifier,
    accountFlows,
    verificationCodes,
    mfaService,
    registrationService,
    registerAccountService,
    devMailboxService,
    profileService,
    accountUpdateService,
    usernameChangeService,
    forgotPasswordService,
    unlockService,
    adminServices,
    memberServices,
    benefitsService,
    codesService,
    claimsService,
    findByNumberService,
    authorizationServices,
    submitAuthorizationService,
    /** Issue 34: the wizard's drafts of the practice, and the practice's worklist. */
    authorizationDraftsService,
    worklistService,
    pasService,
    /** FHIR Subscriptions on the PAS topic: the resource's service and the notifications' delivery worker. */
    fhirSubscriptionServices,
    bulkExportServices,
    maternityAssessmentService,
    recentAuthorizationsService,
    noticeServices,
    reviewService,
    /** Peer-to-peer conversations (issue 34 §8): the provider's request, the reviewer's outcome. */
    peerToPeerService,
    reviewWorkbenchService,
    operationsService,
    identityChecks,
    /**
     * The Provider Access API's Groups (issue 33): $provider-member-match, attributed Groups, Group reads;
     * `memberGroupsService.refreshIfStale(groupId)` before an export of a Group.
     */
    providerAccessGroups,
    /** Site Administration › Provider Access: members' opt-out, the exports. */
    providerAccessAdminService: createProviderAccessAdminService({ repository: createProviderAccessAdminRepository(db), identityChecks, audit, clock }),
    /** Client systems of the FHIR API: registry, token endpoint, `clientSystemAuth.authenticate(request, scope)`. */
    clientSystemServices,
    sandboxService: createSandboxService({ db, audit, clock, isProduction: config.nodeEnv === 'production' }),
    /** Coverage Requirements Discovery (CDS Hooks): the hook answers, and who may call (the EHR's signed JWT). */
    crdService,
    cdsHooksAuth,
  };
}
export type Services = ReturnType<typeof createServices>;
