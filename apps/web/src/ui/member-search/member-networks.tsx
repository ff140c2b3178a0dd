import { Anchor, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { memberAreaMessages } from '@portal/contracts';
import type { MemberNetwork } from '@portal/contracts';
import { Link } from 'react-router';
import { trackNetworkLink } from '../../api/members-api';

const text = memberAreaMessages.memberSearch;

function NetworkLink({ network, qhid }: { network: MemberNetwork; qhid: number }) {
  const url = network.memberNetworkUrl || network.networkUrl;
  if (url === '') return <Text span>{network.networkName}</Text>;
  const track = () => trackNetworkLink(network, qhid);
  if (!network.linkOut) {
    return (
      <Anchor component={Link} to={url} onClick={track}>
        {network.networkName}
      </Anchor>
    );
  }
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" onClick={track}>
      {network.networkName}
      <VisuallyHidden> {text.opensInNewTab}</VisuallyHidden>
    </Anchor>
  );
}

function NetworkList({ label, networks, qhid }: { label: string; networks: MemberNetwork[]; qhid: number }) {
  if (networks.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" component="h3" m={0} fw={400}>
        {label}
      </Text>
      <List listStyleType="none" spacing={2} aria-label={label}>
        {networks.map((network) => (
          <List.Item key={`${network.type}-${network.networkId}`}>
            <NetworkLink network={network} qhid={qhid} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The member's primary (P) and wrap (W) networks as links (spec 2 §2.2, §2.5); every click is tracked. */
export function MemberNetworks({ networks, qhid }: { networks: MemberNetwork[]; qhid: number }) {
  return (
    <>
      <NetworkList label={text.networks} networks={networks.filter((network) => network.type === 'P')} qhid={qhid} />
      <NetworkList label={text.wrapNetworks} networks={networks.filter((network) => network.type === 'W')} qhid={qhid} />
    </>
  );
}
