import { Divider, Stack, Text, Title } from '@mantine/core';
import { providerAccessMessages } from '@portal/contracts';
import { ExportsSection } from './exports-section';
import { MemberChoiceSection } from './member-choice-section';

const text = providerAccessMessages.admin;

/** Site Administration › Provider Access (issue 33): members' opt-out choices and the exports of the Provider Access API. */
export function ProviderAccessAdminPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {text.pageTitle}
        </Title>
        <Text size="sm">{text.intro}</Text>
      </div>
      <MemberChoiceSection />
      <Divider />
      <ExportsSection />
    </Stack>
  );
}
