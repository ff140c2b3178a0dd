import { Alert } from '@mantine/core';
import { memberAreaMessages } from '@portal/contracts';
import { ProviderAssociationSteps } from '../../ui/provider-association-steps';

const text = memberAreaMessages.claims;

/**
 * The claims empty states (spec 2 §2.3): the short one when the account has active provider associations; without
 * any, the steps that lead to seeing claims, with a link to Your Providers.
 */
export function NoClaimsMessage({ hasActiveAssociations }: { hasActiveAssociations: boolean }) {
  if (hasActiveAssociations) {
    return (
      <Alert color="blue" variant="light" role="status">
        {text.noClaims}
      </Alert>
    );
  }
  return <ProviderAssociationSteps text={text.noClaimsSteps} />;
}
