import { type PDFFont, rgb } from 'pdf-lib';
import { createPortalPdf } from '../pdf/portal-pdf.js';
import { type FontMetrics } from '../pdf/wrap-text.js';
import { toWinAnsi } from '../pdf/win-ansi.js';
import { type Fonts, type LayoutPage, letterPage } from './pdf-layout.js';

/** Measures the text as it will be drawn, so wrapping matches the output. */
const metricsOf = (font: PDFFont): FontMetrics => ({ widthOfTextAtSize: (text, size) => font.widthOfTextAtSize(toWinAnsi(text), size) });

/**
 * Renders a flow-laid-out document (pdf-layout.ts) with the standard Helvetica fonts on US Letter: `layout` gets the
 * fonts' metrics, the renderer draws what it placed. Shared by every generated letter and summary.
 */
export async function renderLaidOutPdf(meta: { title: string; subject: string }, layout: (fonts: Fonts) => LayoutPage[]): Promise<Uint8Array> {
  const { pdf, fonts: embedded } = await createPortalPdf({ title: toWinAnsi(meta.title), subject: toWinAnsi(meta.subject) });
  const { regular, bold } = embedded;

  const ink = rgb(0.12, 0.12, 0.12);
  for (const laidOut of layout({ regular: metricsOf(regular), bold: metricsOf(bold) })) {
    const page = pdf.addPage([letterPage.width, letterPage.height]);
    for (const box of laidOut.boxes) page.drawRectangle({ ...box, color: rgb(0.9, 0.93, 0.96) });
    for (const line of laidOut.lines) {
      page.drawLine({ start: { x: line.x1, y: line.y1 }, end: { x: line.x2, y: line.y2 }, thickness: 0.5, color: rgb(0.7, 0.7, 0.7) });
    }
    for (const text of laidOut.texts) {
      page.drawText(toWinAnsi(text.text), { x: text.x, y: text.y, size: text.size, font: embedded[text.font], color: ink });
    }
  }
  return pdf.save();
}
