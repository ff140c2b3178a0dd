import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { type EndpointAccess, fhirPaths } from '@portal/contracts';
import { createBlobStore } from './adapters/blob-store/create-blob-store.js';
import { localBlobRoutes } from './adapters/blob-store/local-blob.routes.js';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import { createServices } from './create-services.js';
import type { DatabaseHandle } from './db/client.js';
import { NotFoundError } from './errors.js';
import { accountUpdateRoutes } from './features/account-update/account-update.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { clientSystemsRoutes } from './features/client-systems/client-systems.routes.js';
import { sandboxRoutes } from './features/sandbox/sandbox.routes.js';
import { smartAuthRoutes } from './features/client-systems/smart-auth.routes.js';
import fhirContextPlugin from './fhir/fhir-context.plugin.js';
import { cdsHooksRoutes, crdQuestionnaireRoutes } from './features/fhir-crd/cds-hooks.routes.js';
import { fhirPasRoutes } from './features/fhir-pas/fhir-pas.routes.js';
import fhirSubscriptionDeliveryPlugin from './features/fhir-subscriptions/fhir-subscription-delivery.plugin.js';
import { fhirSubscriptionsRoutes } from './features/fhir-subscriptions/fhir-subscriptions.routes.js';
import bulkExportPlugin from './features/provider-access-api/bulk-export/bulk-export.plugin.js';
import { bulkExportRoutes } from './features/provider-access-api/bulk-export/bulk-export.routes.js';
import { metricsRoutes } from './features/metrics/metrics.routes.js';
import { policyRoutes } from './features/policy/policy.routes.js';
import { brandRoutes } from './features/brand/brand.routes.js';
import { reviewRoutes } from './features/review/review.routes.js';
import { peerToPeerRoutes } from './features/peer-to-peer/peer-to-peer.routes.js';
import { operationsRoutes } from './features/operations/operations.routes.js';
import { identityChecksRoutes } from './features/identity-checks/identity-checks.routes.js';
import { providerAccessAdminRoutes } from './features/provider-access-api/admin/provider-access-admin.routes.js';
import attributedGroupsRefreshPlugin from './features/provider-access-api/member-groups/attributed-groups-refresh.plugin.js';
import { memberGroupsRoutes } from './features/provider-access-api/member-groups/member-groups.routes.js';
import { authorizationsRoutes } from './features/authorizations/authorizations.routes.js';
import { benefitsRoutes } from './features/benefits/benefits.routes.js';
import { claimsRoutes } from './features/claims/claims.routes.js';
import { findByNumberRoutes } from './features/find-by-number/find-by-number.routes.js';
import { codesRoutes } from './features/codes/codes.routes.js';
import { contactRoutes } from './features/content/contact.routes.js';
import { contentRoutes } from './features/content/content.routes.js';
import { feedbackRoutes } from './features/content/feedback.routes.js';
import documentsCleanupPlugin from './clinical-documents/documents-cleanup.plugin.js';
import { documentsRoutes } from './features/documents/documents.routes.js';
import { devMailboxRoutes, isDevToolPath } from './features/dev-mailbox/dev-mailbox.routes.js';
import { forgotPasswordRoutes } from './features/forgot-password/forgot-password.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import impersonationAuditPlugin from './features/impersonation/impersonation-audit.plugin.js';
import { impersonationRoutes } from './features/impersonation/impersonation.routes.js';
import { membersRoutes } from './features/members/members.routes.js';
import { mfaRoutes } from './features/mfa/mfa.routes.js';
import noticeDeliveryPlugin from './features/notices/notice-delivery.plugin.js';
import eventConsumersPlugin from './authorization-core/event-consumers.plugin.js';
import expirySweepPlugin from './authorization-core/expiry-sweep.plugin.js';
import reviewQueueFoldPlugin from './authorization-core/review/review-queue-fold.plugin.js';
import auditPartitionsPlugin from './audit/audit-partitions.plugin.js';
import { noticesRoutes } from './features/notices/notices.routes.js';
import { profileRoutes } from './features/profile/profile.routes.js';
import { providersRoutes } from './features/providers/providers.routes.js';
import { registrationRoutes } from './features/registration/registration.routes.js';
import { listenForSessionChanges } from './sessions/session-changes.js';
import { listenForClientSystemChanges } from './client-system-auth/client-system-changes.js';
import { sessionRoutes } from './features/session/session.routes.js';
import { settingsRoutes } from './features/settings/settings.routes.js';
import { submitAuthorizationRoutes } from './features/submit-authorization/submit-authorization.routes.js';
import { authorizationDraftRoutes } from './features/submit-authorization/authorization-drafts.routes.js';
import draftSweepPlugin from './features/submit-authorization/draft-sweep.plugin.js';
import { worklistRoutes } from './features/worklist/worklist.routes.js';
import { maternityRoutes } from './features/submit-authorization/maternity.routes.js';
import { trackingRoutes } from './features/tracking/tracking.routes.js';
import { unlockRoutes } from './features/unlock/unlock.routes.js';
import authenticationPlugin, { type CdsHooksAccess, type FhirAccess } from './plugins/authentication.plugin.js';
import { benchRoutes } from './plugins/bench.routes.js';
import errorHandlerPlugin from './plugins/error-handler.plugin.js';
import loginRateLimitPlugin from './plugins/login-rate-limit.plugin.js';
import openApiPlugin, { openApiRoutes } from './plugins/openapi.plugin.js';
import requestDrainPlugin from './plugins/request-drain.plugin.js';
import { errorForLog, requestForLog } from './plugins/log-serializers.js';
import { anyBody, methodsWithBody, withSafeText } from './plugins/safe-text.js';
import securityHeadersPlugin from './plugins/security-headers.plugin.js';
import staticWebPlugin, { hasWebApp } from './plugins/static-web.plugin.js';
import { createBrandedIndex } from './plugins/branded-index.js';
import { appealRoutes } from './features/appeals/appeals.routes.js';
import httpMetricsPlugin from './observability/http-metrics.plugin.js';
import { createPortalMetrics, type PortalMetrics } from './observability/portal-metrics.js';

export interface BuildAppOptions {
  config: Config;
  database: Pick<DatabaseHandle, 'db' | 'ping' | 'listen' | 'activity'>;
  clock?: Clock;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: LogStream;
}

/** A route as registered, with the access of its endpoint (none for a route that is not an endpoint's). */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: EndpointAccess | undefined;
  /** Who may call a /fhir route (none for any other route). */
  fhirAccess: FhirAccess | undefined;
  /** Who may call a /cds-services route (none for any other route). */
  cdsHooksAccess: CdsHooksAccess | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly registeredRoutes: readonly RegisteredRoute[];
    /** This instance's Prometheus series; main.ts serves them on METRICS_PORT, never on the portal's port. */
    readonly portalMetrics: PortalMetrics;
  }
}

/** A destination of log lines (pino's DestinationStream). */
export interface LogStream {
  write(line: string): void;
}

const jsonBodyLimit = 1024 * 1024;

function loggerOptions(config: Config, stream: LogStream | undefined): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // No request value reaches the log (issue 15 §7): errors and requests are logged by our own serializers.
    serializers: { err: errorForLog, req: requestForLog },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.Password', '*.token', '*.LoginRequest.Password'],
      censor: '[redacted]',
    },
  };
}

/** The Fastify instance with every plugin and route, without listening (main.ts listens, tests inject). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const { blobStore, local: localBlobStore } = await createBlobStore(config.blobStore, clock);
  const webDistDir = hasWebApp(config.webDistDir) ? config.webDistDir : undefined;

  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    bodyLimit: jsonBodyLimit,
    // No request waits without an answer: past the deadline it is answered 503 with Retry-After (errors.ts).
    handlerTimeout: config.requestTimeoutMs,
    // While draining (SIGTERM) a request on an open connection is still served, its answer closing the connection.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  const services = createServices(config, database.db, clock, blobStore, app.log);
  app.setValidatorCompiler((route) => validatorCompiler({ ...route, schema: withSafeText(route.schema as ZodType) }));
  app.setSerializerCompiler(serializerCompiler);
  // Every route and who may call it, for the test that proves each one is closed to whom it should be.
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (routeOptions) => {
    const methods = Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method];
    // Only a declared schema is validated: a route reading a body without one (the FHIR Subscription's create and
    // update were) would skip the text check, and a NUL would reach PostgreSQL as a 500 (safe-text.ts).
    if (methods.some((method) => methodsWithBody.has(method)) && !routeOptions.schema?.body) routeOptions.schema = { ...routeOptions.schema, body: anyBody };
    for (const method of methods)
      registeredRoutes.push({
        method,
        url: routeOptions.url,
        access: routeOptions.config?.access,
        fhirAccess: routeOptions.config?.fhirAccess,
        cdsHooksAccess: routeOptions.config?.cdsHooksAccess,
      });
  });
  app.decorate('registeredRoutes', registeredRoutes);
  const portalMetrics = createPortalMetrics({ database, clock, log: app.log });
  app.decorate('portalMetrics', portalMetrics);
  await app.register(httpMetricsPlugin, { metrics: portalMetrics });

  // An empty body with a JSON content type (a body-less POST from some clients) means "no body", not an error.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return defaultJsonParser(request, body.toString(), done);
  });

  // The web app owns no /dev/ path: without the dev mailbox (config.devMailbox) /dev/mailbox is a plain 404.
  // The SPA answer for deep links (/home, /admin/accounts/new/12): the router in the browser takes over.
  const sendIndex = webDistDir ? createBrandedIndex(webDistDir, services.brandService.getBrand) : undefined;
  const spaFallback = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isDevToolPath(request.url) || !sendIndex) throw new NotFoundError();
    return sendIndex(reply);
  };
  await app.register(requestDrainPlugin);
  await app.register(errorHandlerPlugin, webDistDir ? { spaFallback } : {});
  await app.register(securityHeadersPlugin);
  await app.register(openApiPlugin);
  await app.register(loginRateLimitPlugin, { db: database.db, clock });
  // Before the first request: a session cached from then on is dropped when the database reports its change.
  // So is a verified client system token, when its system or the token changes.
  const stopListening = await Promise.all([
    listenForSessionChanges(database, services.sessionService, app.log),
    listenForClientSystemChanges(database, services.clientSystemServices.clientSystemAuth, app.log),
  ]);
  app.addHook('onClose', async () => {
    await Promise.all(stopListening.map((stop) => stop()));
  });
  await app.register(authenticationPlugin, {
    sessionService: services.sessionService,
    clientSystemAuth: services.clientSystemServices.clientSystemAuth,
    cdsHooksAuth: services.cdsHooksAuth,
  });
  await app.register(impersonationAuditPlugin, { audit: services.audit });
  await app.register(documentsCleanupPlugin, { cleanup: services.authorizationServices.documentsCleanup });
  await app.register(expirySweepPlugin, { expiry: services.authorizationCore.expiry });
  await app.register(reviewQueueFoldPlugin, { db: database.db, clock });
  await app.register(auditPartitionsPlugin, { auditPartitions: services.auditPartitions });
  await app.register(draftSweepPlugin, { drafts: services.authorizationDraftsService });
  await app.register(eventConsumersPlugin, {
    consumers: services.authorizationEventConsumers,
    eventsCommitted: services.eventsCommitted,
    intervalMs: config.authorizationEventsIntervalMs,
  });
  await app.register(noticeDeliveryPlugin, { noticeServices: services.noticeServices, intervalMs: config.noticeDeliveryIntervalMs });
  await app.register(attributedGroupsRefreshPlugin, { memberGroupsService: services.providerAccessGroups.memberGroupsService });
  await app.register(fhirSubscriptionDeliveryPlugin, {
    services: services.fhirSubscriptionServices,
    database,
    intervalMs: config.fhirNotifications.intervalMs,
  });
  await app.register(bulkExportPlugin, { services: services.bulkExportServices, intervalMs: config.bulkExport.intervalMs });

  await app.register(
    async (api) => {
      await api.register(settingsRoutes, { settingsService: services.settingsService });
      await api.register(sessionRoutes, {
        loginService: services.loginService,
        sessionService: services.sessionService,
        audit: services.audit,
        loginRateLimitPerMinute: config.loginRateLimitPerMinute,
        recordLogin: portalMetrics.recordLogin,
      });
      await api.register(contentRoutes, { contentService: services.contentService, getBrand: services.brandService.getBrand });
      await api.register(contactRoutes, { contactService: services.contactService });
      await api.register(feedbackRoutes, { feedbackService: services.feedbackService });
      await api.register(trackingRoutes, { trackingService: services.trackingService });
      await api.register(accountUpdateRoutes, { accountUpdateService: services.accountUpdateService, sessionService: services.sessionService });
      await api.register(profileRoutes, {
        profileService: services.profileService,
        usernameChangeService: services.usernameChangeService,
        sessionService: services.sessionService,
      });
      await api.register(mfaRoutes, { mfaService: services.mfaService });
      await api.register(providersRoutes, { ...services.providerServices, saveNotListedProvider: services.authorizationCore.saveNotListedProvider });
      await api.register(claimsRoutes, { claimsService: services.claimsService });
      await api.register(findByNumberRoutes, { findByNumberService: services.findByNumberService });
      await api.register(membersRoutes, services.memberServices);
      await api.register(benefitsRoutes, { benefitsService: services.benefitsService });
      await api.register(codesRoutes, { codesService: services.codesService });
      await api.register(authorizationsRoutes, {
        authorizationsService: services.authorizationServices.authorizationsService,
        authorizationGlanceService: services.authorizationServices.authorizationGlanceService,
        informationAnswerService: services.authorizationServices.informationAnswerService,
      });
      await api.register(appealRoutes, { appealService: services.authorizationServices.appealService });
      await api.register(noticesRoutes, { noticesService: services.noticeServices.noticesService });
      await api.register(submitAuthorizationRoutes, {
        submitAuthorizationService: services.submitAuthorizationService,
        recentAuthorizationsService: services.recentAuthorizationsService,
      });
      await api.register(authorizationDraftRoutes, { authorizationDraftsService: services.authorizationDraftsService });
      await api.register(worklistRoutes, { worklistService: services.worklistService });
      await api.register(maternityRoutes, { maternityAssessmentService: services.maternityAssessmentService });
      await api.register(documentsRoutes, { documentsService: services.authorizationServices.documentsService });
      if (localBlobStore) await api.register(localBlobRoutes, { store: localBlobStore, uploadClaims: services.authorizationServices.uploadClaims });
      await api.register(adminRoutes, services.adminServices);
      await api.register(brandRoutes, { brandService: services.brandService });
      await api.register(policyRoutes, { policyService: services.policyService });
      await api.register(clientSystemsRoutes, { clientSystemsService: services.clientSystemServices.clientSystemsService });
      await api.register(sandboxRoutes, { sandboxService: services.sandboxService });
      await api.register(metricsRoutes, { metricsService: services.metricsService });
      await api.register(peerToPeerRoutes, { peerToPeerService: services.peerToPeerService });
      await api.register(reviewRoutes, { reviewService: services.reviewService, workbenchService: services.reviewWorkbenchService });
      await api.register(operationsRoutes, { operationsService: services.operationsService });
      await api.register(identityChecksRoutes, { identityChecks: services.identityChecks });
      await api.register(providerAccessAdminRoutes, { providerAccessAdminService: services.providerAccessAdminService });
      await api.register(impersonationRoutes, { impersonationService: services.impersonationService });
      await api.register(registrationRoutes, {
        registrationService: services.registrationService,
        registerAccountService: services.registerAccountService,
        rateLimitPerMinute: config.loginRateLimitPerMinute,
      });
      await api.register(forgotPasswordRoutes, {
        forgotPasswordService: services.forgotPasswordService,
        rateLimitPerMinute: config.loginRateLimitPerMinute,
      });
      await api.register(unlockRoutes, { unlockService: services.unlockService, rateLimitPerMinute: config.loginRateLimitPerMinute });
      await api.register(openApiRoutes, { getBrand: services.brandService.getBrand });
      if (config.exposeBenchRoute) await api.register(benchRoutes);
    },
    { prefix: '/api' },
  );
  // The FHIR API (Da Vinci PAS, Subscriptions): client systems only, each route's `fhirAccess` enforced by the
  // authentication plugin; OperationOutcome errors (fhir-context.plugin.ts).
  await app.register(
    async (fhir) => {
      await fhir.register(fhirContextPlugin);
      await fhir.register(smartAuthRoutes, {
        clientTokenService: services.clientSystemServices.clientTokenService,
        publicBaseUrl: config.publicBaseUrl,
        audienceBaseUrls: config.audienceBaseUrls,
        tokenRateLimitPerMinute: config.loginRateLimitPerMinute,
      });
      await fhir.register(fhirPasRoutes, { pasService: services.pasService, fhirBaseUrl: `${config.publicBaseUrl}${fhirPaths.base}`, now: () => clock.now() });
      await fhir.register(fhirSubscriptionsRoutes, {
        subscriptionsService: services.fhirSubscriptionServices.subscriptionsService,
        fhirBaseUrl: `${config.publicBaseUrl}${fhirPaths.base}`,
      });
      await fhir.register(bulkExportRoutes, { bulkExportService: services.bulkExportServices.bulkExportService, publicBaseUrl: config.publicBaseUrl });
      await fhir.register(memberGroupsRoutes, {
        memberGroupsService: services.providerAccessGroups.memberGroupsService,
        fhirBaseUrl: `${config.publicBaseUrl}${fhirPaths.base}`,
      });
      await fhir.register(crdQuestionnaireRoutes, { getBrand: services.brandService.getBrand, publicBaseUrl: config.publicBaseUrl });
    },
    { prefix: fhirPaths.base },
  );
  // The CDS Hooks service (Da Vinci CRD): discovery public, each service for a client system's signed JWT.
  await app.register(cdsHooksRoutes, { crdService: services.crdService, publicBaseUrl: config.publicBaseUrl });
  await app.register(healthRoutes, { database, isDraining: () => app.requestDrain.isDraining });
  if (config.devMailbox.isOn) await app.register(devMailboxRoutes, { devMailboxService: services.devMailboxService, getBrand: services.brandService.getBrand });
  if (webDistDir && sendIndex) await app.register(staticWebPlugin, { webDistDir, sendIndex });
  return app;
}
