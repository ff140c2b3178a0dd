import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { benefitSummaryFileName, memberAreaMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId } from 'react';
import { isForbidden } from '../../api/api-error-status';
import { fetchBenefitSummaryUrl } from '../../api/benefits-api';
import { authHeadersForFetch } from '../../api/http-client';

// pdf.js is the largest dependency of the app: it loads only when a benefit summary is shown.
const PdfViewer = lazy(() => import('../../ui/pdf-viewer/pdf-viewer').then((module) => ({ default: module.PdfViewer })));

const text = memberAreaMessages.benefits;

function Loading() {
  return (
    <Center mih={200} role="status" aria-label={text.pdfLoading}>
      <Loader />
    </Center>
  );
}

interface BenefitSummaryPdfProps {
  qhid: number;
  /** The URL or the PDF could not be loaded (spec 2 §4: the lookup is reset). A secure group's refusal is no failure. */
  onLoadError: (error: Error) => void;
}

/**
 * The member's benefit summary (BenefitsSummary.pdf) in the PDF viewer, at scale 1.2 (spec 2 §2.2). A secure group's
 * member has none (403): that is said in place, the rest of the lookup (and Submit Authorization's secure-group
 * message) stays usable.
 */
export function BenefitSummaryPdf({ qhid, onLoadError }: BenefitSummaryPdfProps) {
  const headingId = useId();
  const summary = useQuery({ queryKey: ['members', qhid, 'benefitSummary'], queryFn: () => fetchBenefitSummaryUrl(qhid), staleTime: 0, gcTime: 0 });
  const isRefused = isForbidden(summary.error);
  useEffect(() => {
    if (summary.error && !isRefused) onLoadError(summary.error);
  }, [summary.error, isRefused, onLoadError]);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} id={headingId}>
        {text.pdfTitle}
      </Title>
      {summary.data ? (
        <Suspense fallback={<Loading />}>
          <PdfViewer
            key={summary.data}
            file={{ url: summary.data, httpHeaders: authHeadersForFetch() }}
            title={text.pdfTitle}
            fileName={benefitSummaryFileName}
            loadingLabel={text.pdfLoading}
            onLoadError={onLoadError}
          />
        </Suspense>
      ) : isRefused ? (
        <Text>{text.secureCoverage}</Text>
      ) : (
        !summary.error && <Loading />
      )}
    </Stack>
  );
}
