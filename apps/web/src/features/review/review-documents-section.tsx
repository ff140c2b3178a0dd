import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, type ReviewItemDetail } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';
import { fetchReviewDocumentUrl } from '../../api/review-api';
import { PageLoader } from '../../ui/page-loader';
import { showErrorToast } from '../../ui/toasts';
import { TitledSection } from '../../ui/titled-section';

// pdf.js loads only when a document is shown.
const PdfViewer = lazy(() => import('../../ui/pdf-viewer/pdf-viewer').then((module) => ({ default: module.PdfViewer })));

type Document = ReviewItemDetail['documents'][number];

/** The clinical documents: a PDF opens in the viewer beside the request, other files in a new tab. */
export function ReviewDocumentsSection({ itemId, documents }: { itemId: number; documents: readonly Document[] }) {
  const [shown, setShown] = useState<{ document: Document; url: string } | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const view = async (document: Document) => {
    const isPdf = document.contentType === 'application/pdf';
    const tab = isPdf ? null : window.open('about:blank', '_blank');
    try {
      const url = await fetchReviewDocumentUrl(itemId, document.documentKey);
      if (isPdf) {
        setHasFailed(false);
        setShown({ document, url });
      } else if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      showErrorToast();
    }
  };
  return (
    <TitledSection order={2} title="Clinical documents">
      {documents.length === 0 ? (
        <Text c="dimmed">No documents were sent.</Text>
      ) : (
        <Stack gap="xs">
          {documents.map((document) => (
            <Group key={document.documentKey} justify="space-between">
              <Text>
                {document.fileName}{' '}
                <Text span size="sm" c="dimmed">
                  {formatDateTime(document.addedAt)}
                </Text>
              </Text>
              <Button size="compact-sm" variant="light" aria-label={`View ${document.fileName}`} onClick={() => void view(document)}>
                View
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {hasFailed && (
        <Alert color="red" role="alert">
          The document could not be shown.
        </Alert>
      )}
      {shown && !hasFailed && (
        <Suspense fallback={<PageLoader />}>
          <PdfViewer file={{ url: shown.url }} title={shown.document.fileName} fileName={shown.document.fileName} onLoadError={() => setHasFailed(true)} />
        </Suspense>
      )}
    </TitledSection>
  );
}
