import { errorPageMessages } from '@portal/contracts';
import { Button, List, Stack, Text, Title } from '@mantine/core';
import { CenteredPanel } from '../ui/centered-panel';

/** Spec 1 §2.10: shown when the portal cannot reach its API or a page fails to load. */
export function UnableToLoadPage() {
  return (
    <CenteredPanel size={640}>
      <Stack gap="md">
        <Title order={1}>{errorPageMessages.title}</Title>
        <Text>{errorPageMessages.intro}</Text>
        <List>
          {errorPageMessages.tips.map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List>
        <Button onClick={() => window.location.reload()} style={{ alignSelf: 'flex-start' }}>
          {errorPageMessages.tryAgain}
        </Button>
      </Stack>
    </CenteredPanel>
  );
}
