import {
  brandMessages,
  clientSystemMessages,
  employeeRoles,
  identityCheckMessages,
  operationsMessages,
  paths,
  policyMessages,
  providerAccessMessages,
  reviewMessages,
  roles,
  sandboxMessages,
} from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { AdminPage } from '../../features/admin/admin-page';
import type { AdminSection } from '../../features/admin/admin-sections';
import { EmployeeRoles } from '../../features/admin/employee-roles';
import { BrandPage } from '../../features/brand/brand-page';
import { ClientSystemsPage } from '../../features/client-systems/client-systems-page';
import { IdentityAlertsPage } from '../../features/identity-alerts/identity-alerts-page';
import { PolicyPage } from '../../features/policy/policy-page';
import { ProviderAccessAdminPage } from '../../features/provider-access-api/provider-access-admin-page';
import { ReviewItemPage } from '../../features/review/review-item-page';
import { ReviewQueuePage } from '../../features/review/review-queue-page';
import { SandboxPage } from '../../features/sandbox/sandbox-page';
import { useIsSandboxAvailable } from '../../features/sandbox/use-is-sandbox-available';
import { SearchAsProviderButtons } from '../../features/impersonation/search-as-provider-buttons';
import { useEndImpersonationOnEntry } from '../../features/impersonation/use-end-impersonation-on-entry';
import { PageLoader } from '../../ui/page-loader';

// The dashboard's charts (recharts) are loaded only when it is opened, not with the rest of Site Administration.
const OperationsPage = lazy(() => import('../../features/operations/operations-page').then((module) => ({ default: module.OperationsPage })));

function OperationsSection() {
  return (
    <Suspense fallback={<PageLoader />}>
      <OperationsPage />
    </Suspense>
  );
}

const adminSections: readonly AdminSection[] = [
  { path: paths.adminReview, Component: ReviewQueuePage, menuLabel: reviewMessages.queueTitle, role: employeeRoles.reviewer },
  { path: `${paths.adminReview}/:id`, Component: ReviewItemPage, role: employeeRoles.reviewer },
  { path: paths.adminOperations, Component: OperationsSection, menuLabel: operationsMessages.pageTitle, role: employeeRoles.reviewer },
  { path: paths.adminPolicy, Component: PolicyPage, menuLabel: policyMessages.pageTitle, role: employeeRoles.policy },
  { path: paths.adminEmployees, Component: EmployeeRoles, menuLabel: 'Employee Roles', role: roles.siteAdministrator },
  { path: paths.adminClientSystems, Component: ClientSystemsPage, menuLabel: clientSystemMessages.pageTitle, role: roles.siteAdministrator },
  { path: paths.adminIdentityAlerts, Component: IdentityAlertsPage, menuLabel: identityCheckMessages.pageTitle, role: roles.siteAdministrator },
  { path: paths.adminProviderAccess, Component: ProviderAccessAdminPage, menuLabel: providerAccessMessages.admin.pageTitle, role: roles.siteAdministrator },
  { path: paths.adminBrand, Component: BrandPage, menuLabel: brandMessages.pageTitle, role: employeeRoles.brand },
];

/**
 * Composes the admin area with impersonation, the brand, the policy, the client systems, the identity alerts and the certification sandbox, so no feature imports another: entering the area ends an
 * active impersonation first (spec 2 §2.1), the manage-account page gets 'Search as Provider' and /admin/brand the
 * Brand page.
 */
export function AdminRoute() {
  const isEndingImpersonation = useEndImpersonationOnEntry();
  const isSandboxAvailable = useIsSandboxAvailable();
  if (isEndingImpersonation) return <PageLoader />;
  // The sandbox is in the menu only where the server offers it (never in production); its page says so elsewhere.
  const sandboxSection: AdminSection = {
    path: paths.adminSandbox,
    Component: SandboxPage,
    ...(isSandboxAvailable ? { menuLabel: sandboxMessages.pageTitle } : {}),
    role: roles.siteAdministrator,
  };
  return <AdminPage SearchAsProvider={SearchAsProviderButtons} sections={[...adminSections, sandboxSection]} />;
}
