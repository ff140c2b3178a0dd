import { AdminPage } from '../../features/admin/admin-page';
import { SearchAsProviderButtons } from '../../features/impersonation/search-as-provider-buttons';
import { useEndImpersonationOnEntry } from '../../features/impersonation/use-end-impersonation-on-entry';
import { PageLoader } from '../../ui/page-loader';

/**
 * Composes the admin area with impersonation, so neither feature imports the other: entering the area ends an
 * active impersonation first (spec 2 §2.1), and the manage-account page gets 'Search as Provider'.
 */
export function AdminRoute() {
  const isEndingImpersonation = useEndImpersonationOnEntry();
  if (isEndingImpersonation) return <PageLoader />;
  return <AdminPage SearchAsProvider={SearchAsProviderButtons} />;
}
