import {
  AccountSearchRequestSchema,
  AccountSearchResponseSchema,
  AddAssociationsRequestSchema,
  AddAssociationsResponseSchema,
  adminApiPaths,
  AdminAccountSchema,
  AdminAssociationSearchRequestSchema,
  AdminAssociationSearchResponseSchema,
  AssociationStatusChangesRequestSchema,
  AssociationStatusChangesResponseSchema,
  DashboardResponseSchema,
  ErrorResponseSchema,
  OkResponseSchema,
  SaveAccountRequestSchema,
  SetTemporaryPasswordRequestSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/authentication.plugin.js';
import { requireEmployee } from '../../plugins/require-employee.js';
import type { AdminAccountService } from './admin-account.service.js';
import type { AdminAssociationService } from './admin-association.service.js';
import type { AdminActor } from './admin-audit.js';
import type { AdminDashboardService } from './admin-dashboard.service.js';

export interface AdminRoutesOptions {
  adminDashboardService: AdminDashboardService;
  adminAccountService: AdminAccountService;
  adminAssociationService: AdminAssociationService;
}

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const tags = ['admin'];
const AccountIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The employee making the change: the signed-in account, never an impersonated one. */
function adminActorOf(request: FastifyRequest): AdminActor {
  const { account } = requireSession(request);
  return { accountId: account.id, userName: account.email, clientAddress: request.ip };
}

/** Site administration calls (spec 2 §7 Admin), employees only: 401 without a session, 403 for anyone else. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { adminDashboardService, adminAccountService, adminAssociationService } = options;
  const preHandler = [app.authenticate, requireEmployee];

  app.get(adminApiPaths.dashboard, { preHandler, schema: { tags, response: { 200: DashboardResponseSchema, ...errors } } }, () =>
    adminDashboardService.manualApproval(),
  );

  app.get(adminApiPaths.dashboardAutoApproved, { preHandler, schema: { tags, response: { 200: DashboardResponseSchema, ...errors } } }, () =>
    adminDashboardService.autoApproved(),
  );

  app.post(
    adminApiPaths.accountsSearch,
    { preHandler, schema: { tags, body: AccountSearchRequestSchema, response: { 200: AccountSearchResponseSchema, ...errors } } },
    (request) => adminAccountService.search(request.body),
  );

  app.get(
    '/admin/account/:id/',
    { preHandler, schema: { tags, params: AccountIdParamsSchema, response: { 200: AdminAccountSchema, ...errors } } },
    (request) => adminAccountService.getAccount(request.params.id),
  );

  app.post(
    adminApiPaths.saveAccount,
    { preHandler, schema: { tags, body: SaveAccountRequestSchema, response: { 200: AdminAccountSchema, ...errors } } },
    (request) => adminAccountService.save(adminActorOf(request), request.body),
  );

  app.post(
    adminApiPaths.temporaryPassword,
    { preHandler, schema: { tags, body: SetTemporaryPasswordRequestSchema, response: { 200: OkResponseSchema, ...errors } } },
    async (request) => {
      await adminAccountService.setTemporaryPassword(adminActorOf(request), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    adminApiPaths.associationsSearch,
    {
      preHandler,
      schema: { tags, body: AdminAssociationSearchRequestSchema, response: { 200: AdminAssociationSearchResponseSchema, ...errors } },
    },
    (request) => adminAssociationService.search(request.body),
  );

  app.put(
    adminApiPaths.associations,
    { preHandler, schema: { tags, body: AddAssociationsRequestSchema, response: { 200: AddAssociationsResponseSchema, ...errors } } },
    (request) => adminAssociationService.add(adminActorOf(request), request.body),
  );

  app.post(
    adminApiPaths.associations,
    {
      preHandler,
      schema: { tags, body: AssociationStatusChangesRequestSchema, response: { 200: AssociationStatusChangesResponseSchema, ...errors } },
    },
    (request) => adminAssociationService.changeStatuses(adminActorOf(request), request.body),
  );
};
