import { PagePlaceholder } from '../../ui/page-placeholder';

export function AccountUpdatePage() {
  return <PagePlaceholder routeName="AccountUpdate1" />;
}
