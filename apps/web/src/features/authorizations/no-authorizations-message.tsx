import { Alert, Anchor, List, Text } from '@mantine/core';
import { authorizationMessages, routeByName } from '@portal/contracts';
import { Link } from 'react-router';

const text = authorizationMessages.list.noAuthorizations;

/** No authorization the account may see (spec 2 §2.5): the steps that lead to seeing them. */
export function NoAuthorizationsMessage() {
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
