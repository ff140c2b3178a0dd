import { Stack, Tabs, Text, Title } from '@mantine/core';
import { policyMessages as text } from '@portal/contracts';
import { DenialReasonsSection } from './denial-reasons-section';
import { PolicyHistorySection } from './policy-history-section';
import { PolicyRulesSection } from './policy-rules-section';

/** Site Administration › Prior Authorization Policy (issue 18): the rules, the denial reasons and who changed what. */
export function PolicyPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {text.pageTitle}
        </Title>
        <Text size="sm">{text.intro}</Text>
      </div>
      <Tabs defaultValue="rules" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="rules">{text.rulesTab}</Tabs.Tab>
          <Tabs.Tab value="denial-reasons">{text.denialReasonsTab}</Tabs.Tab>
          <Tabs.Tab value="history">{text.historyTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rules" pt="md">
          <PolicyRulesSection />
        </Tabs.Panel>
        <Tabs.Panel value="denial-reasons" pt="md">
          <DenialReasonsSection />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <PolicyHistorySection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
