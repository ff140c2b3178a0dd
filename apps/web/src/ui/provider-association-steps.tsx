import { Alert, Anchor, List, Text } from '@mantine/core';
import { routeByName } from '@portal/contracts';
import { Link } from 'react-router';

export interface AssociationStepsText {
  intro: string;
  /** The first step; the words of `yourProvidersLink` in it become the link to Your Providers. */
  addProviders: string;
  review: string;
  yourProvidersLink: string;
}

/**
 * The empty state of an area that shows only what the account's provider associations allow (claims,
 * authorizations): the steps that lead to seeing something, with a link to Your Providers.
 */
export function ProviderAssociationSteps({ text }: { text: AssociationStepsText }) {
  const [beforeLink = '', afterLink = ''] = text.addProviders.split(text.yourProvidersLink);
  return (
    <Alert color="blue" variant="light" role="status">
      <Text mb="xs">{text.intro}</Text>
      <List type="ordered">
        <List.Item>
          {beforeLink}
          <Anchor component={Link} to={routeByName('YourProviders').path}>
            {text.yourProvidersLink}
          </Anchor>
          {afterLink}
        </List.Item>
        <List.Item>{text.review}</List.Item>
      </List>
    </Alert>
  );
}
