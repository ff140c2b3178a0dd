import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { PdfBrand } from './pdf-brand.js';
import { escapeBrandText, toWinAnsi } from '@portal/contracts';

/** A fixed creation date: the same input gives the same bytes, whichever instance renders them. */
const documentDate = new Date('2024-01-01T00:00:00Z');

/** What a document's metadata says: its title, its subject, and the plan's brand. */
export interface PdfMeta {
  title: string;
  subject?: string;
  brand: PdfBrand;
}

export interface PortalPdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * A new PDF of the plan with its metadata (title, author, producer, fixed dates) and the Helvetica fonts. Title and
 * subject keep to the fonts' characters, as the text of the document does (a member's name in a letter's subject).
 */
export async function createPortalPdf(meta: PdfMeta): Promise<{ pdf: PDFDocument; fonts: PortalPdfFonts }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(toWinAnsi(meta.title));
  if (meta.subject) pdf.setSubject(toWinAnsi(meta.subject));
  pdf.setAuthor(escapeBrandText('pdf', meta.brand.planName));
  pdf.setCreator(escapeBrandText('pdf', meta.brand.productName));
  pdf.setProducer(escapeBrandText('pdf', meta.brand.productName));
  pdf.setCreationDate(documentDate);
  pdf.setModificationDate(documentDate);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  return { pdf, fonts };
}
