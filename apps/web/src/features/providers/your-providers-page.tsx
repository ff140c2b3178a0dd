import { PagePlaceholder } from '../../ui/page-placeholder';

export function YourProvidersPage() {
  return <PagePlaceholder routeName="YourProviders" />;
}
