import { constants } from '@portal/contracts';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { toWinAnsi } from './win-ansi.js';

/** A fixed creation date: the same input gives the same bytes, whichever instance renders them. */
const documentDate = new Date('2024-01-01T00:00:00Z');

export interface PortalPdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * A new PDF of the plan with its metadata (title, author, producer, fixed dates) and the Helvetica fonts. Title and
 * subject keep to the fonts' characters, as the text of the document does (a member's name in a letter's subject).
 */
export async function createPortalPdf(meta: { title: string; subject?: string }): Promise<{ pdf: PDFDocument; fonts: PortalPdfFonts }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(toWinAnsi(meta.title));
  if (meta.subject) pdf.setSubject(toWinAnsi(meta.subject));
  pdf.setAuthor(constants.companyName);
  pdf.setCreator(constants.productName);
  pdf.setProducer(constants.productName);
  pdf.setCreationDate(documentDate);
  pdf.setModificationDate(documentDate);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  return { pdf, fonts };
}
