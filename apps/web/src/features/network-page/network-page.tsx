import { constants, contentEndpoints, messages, networkDocuments, providerManualFor, resourceKeys, routeByName } from '@portal/contracts';
import { Anchor, List, Stack, Title, VisuallyHidden } from '@mantine/core';
import { endpointUrl } from '../../api/http-client';
import { ResourceBlock } from '../../ui/resource-block';
import { networkExternalLinks } from './network-links';

function documentsToList() {
  const manual = providerManualFor(new Date().getFullYear(), constants.providerManualEditionYear);
  return [networkDocuments.modifier25Notice, networkDocuments.priorCertificationList, networkDocuments.priorCertificationInjectables, networkDocuments[manual]];
}

export function NetworkPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>{routeByName('SutterSelect').title}</Title>
      <ResourceBlock resourceKey={resourceKeys.sutterSelectHeader} lines={3} />
      <section aria-labelledby="network-links">
        <Title order={2} size="h3" id="network-links" mb="xs">
          {messages.networkPage.linksTitle}
        </Title>
        <List>
          {networkExternalLinks.map((link) => (
            <List.Item key={link.href}>
              <Anchor href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label} <VisuallyHidden>{messages.networkPage.opensInNewTab}</VisuallyHidden>
              </Anchor>
            </List.Item>
          ))}
        </List>
      </section>
      <section aria-labelledby="network-documents">
        <Title order={2} size="h3" id="network-documents" mb="xs">
          {messages.networkPage.documentsTitle}
        </Title>
        <List>
          {documentsToList().map((document) => (
            <List.Item key={document.fileName}>
              <Anchor href={endpointUrl(contentEndpoints.networkDocument, { params: { fileName: document.fileName } })} download={document.fileName}>
                {document.title} {messages.networkPage.pdf}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </section>
      <section aria-labelledby="network-announcements">
        <Title order={2} size="h3" id="network-announcements" mb="xs">
          {messages.networkPage.announcementsTitle}
        </Title>
        <ResourceBlock resourceKey={resourceKeys.sutterSelectAnnouncements} lines={4} />
      </section>
    </Stack>
  );
}
