import { Alert, Anchor, List, Text } from '@mantine/core';
import { memberAreaMessages, routeByName } from '@portal/contracts';
import { Link } from 'react-router';

const text = memberAreaMessages.claims;
const steps = text.noClaimsSteps;

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
  const [beforeLink = '', afterLink = ''] = steps.addProviders.split(steps.yourProvidersLink);
  return (
    <Alert color="blue" variant="light" role="status">
      <Text mb="xs">{steps.intro}</Text>
      <List type="ordered">
        <List.Item>
          {beforeLink}
          <Anchor component={Link} to={routeByName('YourProviders').path}>
            {steps.yourProvidersLink}
          </Anchor>
          {afterLink}
        </List.Item>
        <List.Item>{steps.review}</List.Item>
      </List>
    </Alert>
  );
}
