import { memberAreaMessages } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderPage } from '../../test/render-app';
import { fittedScale, PdfViewer } from './pdf-viewer';
import { fakePdfFiles } from './react-pdf-fake';

vi.mock('react-pdf', () => import('./react-pdf-fake'));

const text = memberAreaMessages.pdfViewer;

function renderViewer(url = '/api/member/benefitssummary/1000001/BenefitsSummary.pdf') {
  const onLoadError = vi.fn();
  renderPage(() => (
    <PdfViewer
      file={{ url, httpHeaders: { authorization: 'Bearer token-1' } }}
      title="Benefit Summary"
      fileName="BenefitsSummary.pdf"
      loadingLabel="Loading benefit summary…"
      onLoadError={onLoadError}
    />
  ));
  return { onLoadError, user: userEvent.setup() };
}

const pageInput = () => screen.getByRole('textbox', { name: text.page });
const canvas = (page: number) => screen.getByRole('img', { name: text.pageLabel(page, 3) });

beforeEach(() => {
  fakePdfFiles.length = 0;
});

describe('PdfViewer', () => {
  it('shows a loading state, then page 1 of N at scale 1.2, fetched with the auth headers', async () => {
    renderViewer();
    expect(screen.getByRole('status', { name: 'Loading benefit summary…' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: text.pageLabel(1, 3) })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Benefit Summary' })).toBeInTheDocument();
    expect(canvas(1).closest('[data-page-number]')).toHaveAttribute('data-scale', '1.2');
    expect(fakePdfFiles).toEqual([{ url: '/api/member/benefitssummary/1000001/BenefitsSummary.pdf', httpHeaders: { authorization: 'Bearer token-1' } }]);
    expect(pageInput()).toHaveValue('1');
    expect(screen.getByText(text.ofPages(3))).toBeInTheDocument();
  });

  it('pages with Previous and Next, each disabled at its end', async () => {
    const { user } = renderViewer();
    await screen.findByRole('img', { name: text.pageLabel(1, 3) });
    const previous = screen.getByRole('button', { name: text.previous });
    const next = screen.getByRole('button', { name: text.next });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(canvas(2)).toBeInTheDocument();
    expect(pageInput()).toHaveValue('2');
    await user.click(next);
    expect(canvas(3)).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(canvas(2)).toBeInTheDocument();
  });

  it('goes to a typed page and refuses pages outside 1 to N', async () => {
    const { user } = renderViewer();
    await screen.findByRole('img', { name: text.pageLabel(1, 3) });
    await user.clear(pageInput());
    expect(screen.queryByText(text.pageRange(3))).not.toBeInTheDocument();
    await user.type(pageInput(), '3');
    expect(canvas(3)).toBeInTheDocument();

    await user.clear(pageInput());
    await user.type(pageInput(), '7');
    expect(screen.getByText(text.pageRange(3))).toBeInTheDocument();
    expect(pageInput()).toHaveAttribute('aria-invalid', 'true');
    expect(canvas(3)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.previous }));
    expect(canvas(2)).toBeInTheDocument();
    expect(pageInput()).toHaveValue('2');
    expect(screen.queryByText(text.pageRange(3))).not.toBeInTheDocument();
  });

  it('puts the page shown back when the emptied box is left', async () => {
    const { user } = renderViewer();
    await screen.findByRole('img', { name: text.pageLabel(1, 3) });
    await user.clear(pageInput());
    await user.tab();
    expect(pageInput()).toHaveValue('1');
  });

  it('downloads the loaded bytes under the file name', async () => {
    // jsdom has no object URLs.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:pdf-1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderViewer();
    await screen.findByRole('img', { name: text.pageLabel(1, 3) });
    await user.click(screen.getByRole('button', { name: text.download }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', 'BenefitsSummary.pdf');
    expect(clicked[0]).toHaveAttribute('href', 'blob:pdf-1');
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(4);
  });

  it('reports a failed load and says so', async () => {
    const { onLoadError } = renderViewer('/api/member/benefitssummary/broken.pdf');
    expect(await screen.findByRole('alert')).toHaveTextContent(text.loadFailed);
    expect(onLoadError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ message: 'Invalid PDF structure.' }));
    expect(screen.queryByRole('button', { name: text.next })).not.toBeInTheDocument();
  });
});

describe('fittedScale', () => {
  it('draws a page at 1.2 where it fits, and fits it to a narrower viewer (a phone) instead of panning sideways', () => {
    // A US Letter page is 612 points wide: 734 px at 1.2.
    expect(fittedScale(1000, 612)).toBe(1.2);
    expect(fittedScale(734.4, 612)).toBeCloseTo(1.2);
    expect(fittedScale(342, 612)).toBeCloseTo(342 / 612);
    expect(342 / 612).toBeLessThan(1.2);
  });

  it('draws at 1.2 until the viewer’s width and the page are known', () => {
    expect(fittedScale(0, 612)).toBe(1.2);
    expect(fittedScale(500, null)).toBe(1.2);
  });
});
