import type { ComponentType } from 'react';
import { Navigate, useMatch, useParams } from 'react-router';
import { AccountList } from './account-list';
import { AdminMenu } from './admin-menu';
import { AdminOverview } from './admin-overview';
import { adminPaths, isAccountListType, parseHelperId } from './admin-paths';
import { ManageAccount, type SearchAsProviderProps } from './manage-account';

interface AdminPageProps {
  /** 'Search as Provider', composed in by the app from the impersonation feature. */
  SearchAsProvider?: ComponentType<SearchAsProviderProps>;
  /** The Brand page (the brand feature), composed in by the app. */
  BrandSettings?: ComponentType;
}

/**
 * The /admin area (spec 2 §2.1): the Site Administration menu over the overview, an account list, one
 * account (chosen by the path's {type} and {id}) or the plan's brand (/admin/brand). An unknown type or id goes back to the overview.
 */
export function AdminPage({ SearchAsProvider, BrandSettings }: AdminPageProps) {
  const { type, id } = useParams();
  const isBrand = useMatch(adminPaths.brand) !== null;
  const content = () => {
    if (isBrand && BrandSettings) return <BrandSettings />;
    if (type === undefined) return <AdminOverview />;
    if (!isAccountListType(type)) return <Navigate to={adminPaths.overview} replace />;
    if (id === undefined) return <AccountList key={type} type={type} />;
    const helperId = parseHelperId(id);
    if (helperId === null) return <Navigate to={adminPaths.accounts(type)} replace />;
    return <ManageAccount listType={type} helperId={helperId} SearchAsProvider={SearchAsProvider} />;
  };
  return (
    <>
      <AdminMenu />
      {content()}
    </>
  );
}
