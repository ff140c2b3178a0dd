import { messages, routeByName } from '@portal/contracts';
import { Anchor, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilePlus, IconListSearch, IconReceipt, IconStethoscope } from '@tabler/icons-react';
import { Link } from 'react-router';

const tiles = [
  { routeName: 'BenefitsLookup', description: messages.home.tiles.benefitsLookup, Icon: IconStethoscope },
  { routeName: 'SubmitAuthorizations', description: messages.home.tiles.submitAuthorizations, Icon: IconFilePlus },
  { routeName: 'ViewAuthorizations', description: messages.home.tiles.viewAuthorizations, Icon: IconListSearch },
  { routeName: 'ViewClaims', description: messages.home.tiles.viewClaims, Icon: IconReceipt },
].map(({ routeName, ...tile }) => ({ ...routeByName(routeName), ...tile }));

/** The four tiles of an approved user (spec 1 §2.3); each title is the link, so the whole tile is one tab stop. */
export function HomeTiles() {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {tiles.map((tile) => (
        <Card component="li" key={tile.path} withBorder radius="md" padding="lg">
          <Group gap="sm" wrap="nowrap" mb="xs">
            <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
              <tile.Icon size={20} />
            </ThemeIcon>
            <Title order={2} size="h4">
              <Anchor component={Link} to={tile.path}>
                {messages.home.openTile(tile.title)}
              </Anchor>
            </Title>
          </Group>
          <Text size="sm">{tile.description}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
