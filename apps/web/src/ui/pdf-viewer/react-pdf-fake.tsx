import { useEffect, useState, type ReactNode, type Ref } from 'react';

/**
 * A stand-in for react-pdf in component tests (jsdom has no canvas rendering and no workers):
 * `vi.mock('react-pdf', () => import('…/react-pdf-fake'))`. A URL containing 'broken' fails to load like a
 * corrupt PDF; any other loads a document of `fakePdfPageCount` pages. `fakePdfFiles` records what was loaded.
 */
export const pdfjs = { GlobalWorkerOptions: { workerSrc: '' } };
export const fakePdfPageCount = 3;
export const fakePdfBytes = new Uint8Array([37, 80, 68, 70]);
export const fakePdfFiles: { url: string; httpHeaders?: Record<string, string> }[] = [];

/** A US Letter page: 612 points wide. */
const fakePage = { getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale }) };

interface FakePdf {
  numPages: number;
  getData: () => Promise<Uint8Array>;
  getPage: (pageNumber: number) => Promise<typeof fakePage>;
}

interface FakeDocumentProps {
  file: { url: string; httpHeaders?: Record<string, string> };
  onLoadSuccess?: (pdf: FakePdf) => void;
  onLoadError?: (error: Error) => void;
  loading?: ReactNode;
  error?: ReactNode;
  children?: ReactNode;
}

export function Document({ file, onLoadSuccess, onLoadError, loading, error, children }: FakeDocumentProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  useEffect(() => {
    fakePdfFiles.push(file);
    const timer = setTimeout(() => {
      if (file.url.includes('broken')) {
        setState('failed');
        onLoadError?.(new Error('Invalid PDF structure.'));
      } else {
        setState('loaded');
        onLoadSuccess?.({ numPages: fakePdfPageCount, getData: async () => fakePdfBytes, getPage: async () => fakePage });
      }
    }, 10);
    return () => clearTimeout(timer);
    // Like react-pdf: only a new file loads again, new callbacks do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);
  if (state === 'loading') return <>{loading}</>;
  if (state === 'failed') return <>{error}</>;
  return <div className="react-pdf__Document">{children}</div>;
}

export function Page({ pageNumber, scale, canvasRef }: { pageNumber: number; scale?: number; canvasRef?: Ref<HTMLCanvasElement> }) {
  return (
    <div className="react-pdf__Page" data-page-number={pageNumber} data-scale={scale}>
      <canvas ref={canvasRef} />
    </div>
  );
}
