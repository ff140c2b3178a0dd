import { PagePlaceholder } from '../../ui/page-placeholder';

export function ManageAuthorizationsPage() {
  return <PagePlaceholder routeName="ViewAuthorizations" />;
}
