import { type NetworkDocumentId, networkDocuments } from '@portal/contracts';
import { FlowLayout } from '../../pdf/flow-layout.js';
import { manualStyle } from '../../pdf/pdf-style.js';
import type { PdfBrand } from '../../pdf/pdf-brand.js';
import { renderPdf } from '../../pdf/render-pdf.js';
import { networkDocumentTexts } from './network-document-texts.js';
import { createPublicPdfCache } from './public-pdf-cache.js';

export function renderNetworkDocument(id: NetworkDocumentId, brand: PdfBrand): Promise<Uint8Array> {
  const { title } = networkDocuments[id];
  return renderPdf({ title, brand }, (fonts) => {
    const layout = new FlowLayout(fonts, manualStyle);
    layout.masthead(brand, title, { size: 18, spaceAfter: 8 });
    layout.blocks(networkDocumentTexts(brand)[id]);
    return layout.finish();
  });
}

export const getNetworkDocument = createPublicPdfCache(networkDocuments, renderNetworkDocument);
