import { constants, type NetworkDocumentId, networkDocuments } from '@portal/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { networkDocumentTexts } from './network-document-texts.js';
import { Writer } from './pdf-writer.js';
import { createPublicPdfCache } from './public-pdf-cache.js';

/** A fixed date keeps the bytes identical from one generation (and one instance) to the next. */
const documentDate = new Date('2023-01-01T00:00:00Z');

export async function renderNetworkDocument(id: NetworkDocumentId): Promise<Uint8Array> {
  const { title } = networkDocuments[id];
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(constants.companyName);
  pdf.setCreator(constants.productName);
  pdf.setProducer(constants.productName);
  pdf.setCreationDate(documentDate);
  pdf.setModificationDate(documentDate);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const writer = new Writer(pdf, fonts);
  writer.line(constants.companyName, { font: fonts.regular, size: 10 });
  writer.line(title, { font: fonts.bold, size: 18 });
  writer.gap(8);
  for (const block of networkDocumentTexts[id]) writer.block(block);
  return pdf.save();
}

export const getNetworkDocument = createPublicPdfCache(networkDocuments, renderNetworkDocument);
