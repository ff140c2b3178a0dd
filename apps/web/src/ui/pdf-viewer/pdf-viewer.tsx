import { Alert, Box, Center, Loader, Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { memberAreaMessages } from '@portal/contracts';
import { useCallback, useMemo, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import { downloadPdf } from './download-pdf';
import { PdfPageControls } from './pdf-page-controls';
import classes from './pdf-viewer.module.css';

// The worker is emitted by Vite as a same-origin file: the CSP's script-src 'self' (and worker-src falling back to it)
// allows it, where pdf.js's default CDN or a blob: worker would be refused.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** Spec 2 §9: the benefit summary is shown at a scale of 1.2. */
export const pdfScale = 1.2;

/** Padding around the page, on each side (px). */
const pagePadding = 8;

/**
 * The scale a page is drawn at: 1.2, or less where the viewer is narrower than the page at 1.2 (a phone), so the
 * page fits the width instead of needing sideways panning. Before the width or the page is known: 1.2.
 */
export function fittedScale(availableWidth: number, pageWidth: number | null): number {
  if (!pageWidth || availableWidth <= 0) return pdfScale;
  return Math.min(pdfScale, availableWidth / pageWidth);
}

/** pdf.js would otherwise try `new Function` (eval), which the CSP forbids; it renders the same without it. */
const documentOptions = { isEvalSupported: false };

const text = memberAreaMessages.pdfViewer;

type PdfDocument = Parameters<NonNullable<Parameters<typeof Document>[0]['onLoadSuccess']>>[0];

export interface PdfFile {
  url: string;
  /** The API's auth headers (authHeadersForFetch): member PDFs are not public. */
  httpHeaders?: Record<string, string>;
}

export interface PdfViewerProps {
  file: PdfFile;
  /** Names the viewer region. */
  title: string;
  /** The name the download is saved under. */
  fileName: string;
  loadingLabel?: string;
  onLoadError: (error: Error) => void;
}

function LoadingState({ label }: { label: string }) {
  return (
    <Center mih={200} role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}

/**
 * A PDF shown page by page (react-pdf over pdf.js) with page number input, Previous / Next and a download. The text
 * layer is on so the text can be selected, copied and read by screen readers; the canvas is labelled 'Page n of N'.
 * Load it lazily: pdf.js is large and only the pages that show a PDF need it.
 */
export function PdfViewer({ file, title, fileName, loadingLabel = title, onLoadError }: PdfViewerProps) {
  const headersKey = JSON.stringify(file.httpHeaders ?? {});
  // react-pdf reloads the document whenever the file object changes: keep it stable across renders.
  const source = useMemo(() => ({ url: file.url, httpHeaders: JSON.parse(headersKey) as Record<string, string> }), [file.url, headersKey]);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [pageWidth, setPageWidth] = useState<number | null>(null);
  const { ref: frameRef, width: frameWidth } = useElementSize();
  const pageCount = pdf?.numPages ?? 0;
  const pageLabel = text.pageLabel(pageNumber, pageCount);

  const labelCanvas = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      canvas?.setAttribute('role', 'img');
      canvas?.setAttribute('aria-label', pageLabel);
    },
    [pageLabel],
  );

  return (
    <Stack component="section" aria-label={title} gap="sm">
      {pdf && (
        <PdfPageControls
          pageNumber={pageNumber}
          pageCount={pageCount}
          onPageChange={setPageNumber}
          onDownload={() => void pdf.getData().then((bytes) => downloadPdf(bytes as Uint8Array<ArrayBuffer>, fileName))}
        />
      )}
      <Box ref={frameRef} bg="gray.1" p={pagePadding}>
        <Document
          file={source}
          options={documentOptions}
          onLoadSuccess={(loaded) => {
            setPdf(loaded);
            setPageNumber(1);
            // The first page's width is known before any page is drawn, so a phone never sees it drawn too wide first.
            void loaded.getPage(1).then((first) => setPageWidth(first.getViewport({ scale: 1 }).width));
          }}
          onLoadError={onLoadError}
          onSourceError={onLoadError}
          loading={<LoadingState label={loadingLabel} />}
          error={
            <Alert color="red" role="alert">
              {text.loadFailed}
            </Alert>
          }
        >
          {pageWidth === null ? (
            <LoadingState label={loadingLabel} />
          ) : (
            <Page
              className={classes.page}
              pageNumber={pageNumber}
              // The frame's measured width is its border box: the page has that less the padding.
              scale={fittedScale(frameWidth - 2 * pagePadding, pageWidth)}
              renderTextLayer
              renderAnnotationLayer={false}
              canvasRef={labelCanvas}
              onLoadSuccess={(page) => setPageWidth(page.originalWidth)}
              loading={<LoadingState label={loadingLabel} />}
            />
          )}
        </Document>
      </Box>
    </Stack>
  );
}
