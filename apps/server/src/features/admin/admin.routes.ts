import { adminEndpoints as endpoints } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireSession } from '../../sessions/require-session.js';
import { route } from '../../plugins/endpoint-route.js';
import type { AdminAccountService } from './admin-account.service.js';
import type { AdminAssociationService } from './admin-association.service.js';
import type { AdminActor } from '../../audit/admin-changes.js';
import type { AdminDashboardService } from './admin-dashboard.service.js';
import type { EmployeeRolesService } from './employee-roles.service.js';

export interface AdminRoutesOptions {
  adminDashboardService: AdminDashboardService;
  adminAccountService: AdminAccountService;
  adminAssociationService: AdminAssociationService;
  employeeRolesService: EmployeeRolesService;
}

/** The employee making the change: the signed-in account, never an impersonated one. */
function adminActorOf(request: FastifyRequest): AdminActor {
  const { account } = requireSession(request);
  return { accountId: account.id, userName: account.email, clientAddress: request.ip };
}

/** Site administration calls (spec 2 §7 Admin), employees only (adminEndpoints' access). */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, options) => {
  const { adminDashboardService, adminAccountService, adminAssociationService, employeeRolesService } = options;
  route(app, endpoints.employeeRoles, () => employeeRolesService.list());
  route(app, endpoints.saveEmployeeRoles, (request) => employeeRolesService.save(adminActorOf(request), request.params.id, request.body.roles));

  route(app, endpoints.dashboard, () => adminDashboardService.manualApproval());
  route(app, endpoints.dashboardAutoApproved, () => adminDashboardService.autoApproved());
  route(app, endpoints.accountsSearch, (request) => adminAccountService.search(request.body));
  route(app, endpoints.account, (request) => adminAccountService.getAccount(request.params.id));
  route(app, endpoints.saveAccount, (request) => adminAccountService.save(adminActorOf(request), request.body));
  route(app, endpoints.temporaryPassword, async (request) => {
    await adminAccountService.setTemporaryPassword(adminActorOf(request), request.body);
    return { ok: true as const };
  });
  route(app, endpoints.associationsSearch, (request) => adminAssociationService.search(request.body));
  route(app, endpoints.addAssociations, (request) => adminAssociationService.add(adminActorOf(request), request.body));
  route(app, endpoints.changeAssociationStatuses, (request) => adminAssociationService.changeStatuses(adminActorOf(request), request.body));
};
