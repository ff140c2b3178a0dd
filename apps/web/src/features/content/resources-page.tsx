import { PagePlaceholder } from '../../ui/page-placeholder';

export function ResourcesPage() {
  return <PagePlaceholder routeName="Resources" />;
}
