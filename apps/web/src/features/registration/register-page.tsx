import { PagePlaceholder } from '../../ui/page-placeholder';

export function RegisterPage() {
  return <PagePlaceholder routeName="Register1" />;
}
