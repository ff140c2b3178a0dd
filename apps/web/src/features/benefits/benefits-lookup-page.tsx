import { PagePlaceholder } from '../../ui/page-placeholder';

export function BenefitsLookupPage() {
  return <PagePlaceholder routeName="BenefitsLookup" />;
}
