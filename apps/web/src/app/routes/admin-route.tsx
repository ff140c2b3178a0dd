import { employeeRoles, paths, roles } from '@portal/contracts';
import { type ComponentType, lazy, Suspense } from 'react';
import { AdminPage } from '../../features/admin/admin-page';
import type { AdminSection } from '../../features/admin/admin-sections';
import { ReviewQueuePage } from '../../features/review/review-queue-page';
import { SearchAsProviderButtons } from '../../features/impersonation/search-as-provider-buttons';
import { useEndImpersonationOnEntry } from '../../features/impersonation/use-end-impersonation-on-entry';
import { PageLoader } from '../../ui/page-loader';

/**
 * A section loaded when it is opened. The review queue, where reviewers land, comes with the area; a review item, the
 * dashboard, the policy editor, the brand page and the administrators' other sections do not weigh on it.
 */
function lazySection(load: () => Promise<ComponentType>): ComponentType {
  const Section = lazy(() => load().then((Component) => ({ default: Component })));
  return function LazySection() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Section />
      </Suspense>
    );
  };
}

const ReviewItemSection = lazySection(() => import('../../features/review/review-item-page').then((module) => module.ReviewItemPage));
const OperationsSection = lazySection(() => import('../../features/operations/operations-page').then((module) => module.OperationsPage));
const PolicyPage = lazySection(() => import('../../features/policy/policy-page').then((module) => module.PolicyPage));
const EmployeeRoles = lazySection(() => import('../../features/admin/employee-roles').then((module) => module.EmployeeRoles));
const ClientSystemsPage = lazySection(() => import('../../features/client-systems/client-systems-page').then((module) => module.ClientSystemsPage));
const IdentityAlertsPage = lazySection(() => import('../../features/identity-alerts/identity-alerts-page').then((module) => module.IdentityAlertsPage));
const ProviderAccessAdminPage = lazySection(() =>
  import('../../features/provider-access-api/provider-access-admin-page').then((module) => module.ProviderAccessAdminPage),
);
const BrandPage = lazySection(() => import('../../features/brand/brand-page').then((module) => module.BrandPage));
const SandboxPage = lazySection(() => import('../../features/sandbox/sandbox-page').then((module) => module.SandboxPage));

const adminSections: readonly AdminSection[] = [
  { path: paths.adminReview, Component: ReviewQueuePage, role: employeeRoles.reviewer },
  { path: `${paths.adminReview}/:id`, Component: ReviewItemSection, role: employeeRoles.reviewer },
  { path: paths.adminOperations, Component: OperationsSection, role: employeeRoles.reviewer },
  { path: paths.adminPolicy, Component: PolicyPage, role: employeeRoles.policy },
  { path: paths.adminEmployees, Component: EmployeeRoles, role: roles.siteAdministrator },
  { path: paths.adminClientSystems, Component: ClientSystemsPage, role: roles.siteAdministrator },
  { path: paths.adminIdentityAlerts, Component: IdentityAlertsPage, role: roles.siteAdministrator },
  { path: paths.adminProviderAccess, Component: ProviderAccessAdminPage, role: roles.siteAdministrator },
  { path: paths.adminBrand, Component: BrandPage, role: employeeRoles.brand },
  { path: paths.adminSandbox, Component: SandboxPage, role: roles.siteAdministrator },
];

/**
 * Composes the admin area with impersonation, the brand, the policy, the client systems, the identity alerts and the certification sandbox, so no feature imports another: entering the area ends an
 * active impersonation first (spec 2 §2.1), the manage-account page gets 'Search as Provider' and /admin/brand the
 * Brand page.
 */
export function AdminRoute() {
  const isEndingImpersonation = useEndImpersonationOnEntry();
  if (isEndingImpersonation) return <PageLoader />;
  return <AdminPage SearchAsProvider={SearchAsProviderButtons} sections={adminSections} />;
}
