import { PagePlaceholder } from '../../ui/page-placeholder';

export function UnlockAccountPage() {
  return <PagePlaceholder routeName="UnlockAccount1" />;
}
