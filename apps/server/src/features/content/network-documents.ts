import { type NetworkDocumentId, networkDocuments } from '@portal/contracts';
import { FlowLayout } from '../../pdf/flow-layout.js';
import { manualStyle } from '../../pdf/pdf-style.js';
import { renderPdf } from '../../pdf/render-pdf.js';
import { networkDocumentTexts } from './network-document-texts.js';
import { createPublicPdfCache } from './public-pdf-cache.js';

export function renderNetworkDocument(id: NetworkDocumentId): Promise<Uint8Array> {
  const { title } = networkDocuments[id];
  return renderPdf({ title }, (fonts) => {
    const layout = new FlowLayout(fonts, manualStyle);
    layout.masthead(title, { size: 18, spaceAfter: 8 });
    layout.blocks(networkDocumentTexts[id]);
    return layout.finish();
  });
}

export const getNetworkDocument = createPublicPdfCache(networkDocuments, renderNetworkDocument);
