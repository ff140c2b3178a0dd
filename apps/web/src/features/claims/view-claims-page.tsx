import { PagePlaceholder } from '../../ui/page-placeholder';

export function ViewClaimsPage() {
  return <PagePlaceholder routeName="ViewClaims" />;
}
