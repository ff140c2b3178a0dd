import { messages, routeByName } from '@portal/contracts';
import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

const tiles = [
  { routeName: 'BenefitsLookup', description: messages.home.tiles.benefitsLookup },
  { routeName: 'SubmitAuthorizations', description: messages.home.tiles.submitAuthorizations },
  { routeName: 'ViewAuthorizations', description: messages.home.tiles.viewAuthorizations },
  { routeName: 'ViewClaims', description: messages.home.tiles.viewClaims },
].map(({ routeName, description }) => ({ ...routeByName(routeName), description }));

/** The four tiles of an approved user (spec 1 §2.3); each title is the link, so the whole tile is one tab stop. */
export function HomeTiles() {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {tiles.map((tile) => (
        <Card component="li" key={tile.path} withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="xs">
            <Anchor component={Link} to={tile.path} aria-label={messages.home.openTile(tile.title)}>
              {tile.title}
            </Anchor>
          </Title>
          <Text size="sm">{tile.description}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
