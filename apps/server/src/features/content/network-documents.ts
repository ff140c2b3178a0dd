import { constants, type NetworkDocumentId, networkDocuments } from '@portal/contracts';
import { createPortalPdf } from '../../pdf/portal-pdf.js';
import { networkDocumentTexts } from './network-document-texts.js';
import { Writer } from './pdf-writer.js';
import { createPublicPdfCache } from './public-pdf-cache.js';

export async function renderNetworkDocument(id: NetworkDocumentId): Promise<Uint8Array> {
  const { title } = networkDocuments[id];
  const { pdf, fonts } = await createPortalPdf({ title });
  const writer = new Writer(pdf, fonts);
  writer.line(constants.companyName, { font: fonts.regular, size: 10 });
  writer.line(title, { font: fonts.bold, size: 18 });
  writer.gap(8);
  for (const block of networkDocumentTexts[id]) writer.block(block);
  return pdf.save();
}

export const getNetworkDocument = createPublicPdfCache(networkDocuments, renderNetworkDocument);
