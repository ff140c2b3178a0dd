import { constants, messages } from '@portal/contracts';
import { Anchor, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { TermsModal } from '../../ui/terms-modal';

export function AppFooter() {
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  return (
    <Group h="100%" px="md" justify="space-between" gap="xs">
      <Text size="sm">{messages.shell.copyright(new Date().getFullYear(), constants.companyName)}</Text>
      <Group gap="md">
        <Anchor href={constants.companySiteUrl} target="_blank" rel="noopener noreferrer" size="sm">
          {messages.shell.companySite(constants.companyName)}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={() => setIsTermsOpen(true)}>
          {messages.shell.termsOfService}
        </Anchor>
      </Group>
      <TermsModal isOpen={isTermsOpen} onClose={() => setIsTermsOpen(false)} />
    </Group>
  );
}
