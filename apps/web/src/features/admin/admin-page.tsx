import { type ComponentType, lazy, Suspense } from 'react';
import { matchPath, Navigate, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../ui/page-loader';
import { AdminMenu } from './admin-menu';
import { adminPaths, isAccountListType, parseHelperId } from './admin-paths';
import type { AdminSection } from './admin-sections';
import type { SearchAsProviderProps } from './manage-account';

// Site Administration's own pages load when opened: reviewers, who land on the review queue (a section), do not
// carry the account pages and their forms.
const AdminOverview = lazy(() => import('./admin-overview').then((module) => ({ default: module.AdminOverview })));
const AccountList = lazy(() => import('./account-list').then((module) => ({ default: module.AccountList })));
const ManageAccount = lazy(() => import('./manage-account').then((module) => ({ default: module.ManageAccount })));

interface AdminPageProps {
  /** 'Search as Provider', composed in by the app from the impersonation feature. */
  SearchAsProvider?: ComponentType<SearchAsProviderProps>;
  /** The pages other features provide (brand, review queue, policy), composed in by the app. */
  sections?: readonly AdminSection[];
}

/**
 * The /admin area (spec 2 §2.1): the Site Administration menu over the overview, an account list, one
 * account (chosen by the path's {type} and {id}) or a page another feature provides (brand, review queue, policy). An unknown type or id goes back to the overview.
 */
export function AdminPage({ SearchAsProvider, sections = [] }: AdminPageProps) {
  const { type, id } = useParams();
  const { pathname } = useLocation();
  const section = sections.find((candidate) => matchPath(candidate.path, pathname) !== null);
  const content = () => {
    if (section) return <section.Component />;
    if (type === undefined) return <AdminOverview />;
    if (!isAccountListType(type)) return <Navigate to={adminPaths.overview} replace />;
    if (id === undefined) return <AccountList key={type} type={type} />;
    const helperId = parseHelperId(id);
    if (helperId === null) return <Navigate to={adminPaths.accounts(type)} replace />;
    return <ManageAccount listType={type} helperId={helperId} SearchAsProvider={SearchAsProvider} />;
  };
  // The pages of other features are entries of the shell's one menu (issue 34 §7); the account lists keep their
  // tabs over Site Administration's own pages.
  return (
    <>
      {!section && <AdminMenu />}
      <Suspense fallback={<PageLoader />}>{content()}</Suspense>
    </>
  );
}
