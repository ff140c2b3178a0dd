import { constants, messages, paths, routeByName } from '@portal/contracts';
import { Anchor, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../../api/brand-api';
import { TermsModal } from '../../ui/terms-modal';

export function AppFooter() {
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  const { planName } = useBrand();
  return (
    <Group h="100%" px="md" justify="space-between" gap="xs">
      <Text size="sm">{messages.shell.copyright(new Date().getFullYear(), planName)}</Text>
      <Group gap="md">
        <Anchor href={constants.companySiteUrl} target="_blank" rel="noopener noreferrer" size="sm">
          {messages.shell.companySite(planName)}
        </Anchor>
        <Anchor component={Link} to={paths.priorAuthorizationRequirements} size="sm">
          {routeByName('PriorAuthorizationRequirements').title}
        </Anchor>
        <Anchor component={Link} to={paths.priorAuthorizationMetrics} size="sm">
          {routeByName('PriorAuthorizationMetrics').title}
        </Anchor>
        <Anchor component={Link} to={paths.providerAccessApi} size="sm">
          {routeByName('ProviderAccessApi').title}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={() => setIsTermsOpen(true)}>
          {messages.shell.termsOfService}
        </Anchor>
      </Group>
      <TermsModal isOpen={isTermsOpen} onClose={() => setIsTermsOpen(false)} />
    </Group>
  );
}
