import { PagePlaceholder } from '../../ui/page-placeholder';

export function AdminPage() {
  return <PagePlaceholder routeName="AdminOverview" />;
}
