import { Anchor, List, Stack, Title, VisuallyHidden } from '@mantine/core';
import { contentEndpoints, memberAreaMessages, resourceDocuments, resourceKeys, routeByName } from '@portal/contracts';
import { endpointUrl } from '../../api/http-client';
import { ResourceBlock } from '../../ui/resource-block';
import { PdfIcon } from './pdf-icon';

const text = memberAreaMessages.resources;

/** Resources (/resources, spec 2 §2.9; limited users too): the header text, then the seven downloadable forms. */
export function ResourcesPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>{routeByName('Resources').title}</Title>
      <ResourceBlock resourceKey={resourceKeys.resourcesHeaderMessage} />
      <section aria-labelledby="resource-documents">
        <Title order={2} size="h3" id="resource-documents" mb="sm">
          {text.documents}
        </Title>
        <List listStyleType="none" spacing="sm" p={0}>
          {Object.values(resourceDocuments).map((document) => (
            <List.Item key={document.fileName}>
              <Anchor
                href={endpointUrl(contentEndpoints.resourceDocument, { params: { fileName: document.fileName } })}
                download={document.fileName}
                display="inline-flex"
                style={{ alignItems: 'center', gap: 'var(--mantine-spacing-xs)' }}
              >
                <PdfIcon />
                <span>
                  {document.title} <VisuallyHidden>{text.pdf}</VisuallyHidden>
                </span>
              </Anchor>
            </List.Item>
          ))}
        </List>
      </section>
    </Stack>
  );
}
