import { type PdfBrand, pdfBrandKey } from '../../pdf/pdf-brand.js';

/**
 * Public documents found by file name (network documents, Resources): generated on first request and kept for the
 * life of the process, as they are deterministic, small and the same for every user. They carry the plan's brand,
 * so a document is generated again once the brand changes. A failed generation is not kept, so the next request
 * tries again.
 */
export function createPublicPdfCache<Id extends string>(documents: Record<Id, { fileName: string }>, render: (id: Id, brand: PdfBrand) => Promise<Uint8Array>) {
  const idByFileName = new Map((Object.keys(documents) as Id[]).map((id) => [documents[id].fileName, id]));
  const cache = new Map<Id, { brandKey: string; bytes: Promise<Uint8Array> }>();

  /** The document's bytes in the brand, or undefined when no document has that file name. */
  return function get(fileName: string, brand: PdfBrand): Promise<Uint8Array> | undefined {
    const id = idByFileName.get(fileName);
    if (!id) return undefined;
    const brandKey = pdfBrandKey(brand);
    const cached = cache.get(id);
    if (cached?.brandKey === brandKey) return cached.bytes;
    const bytes = render(id, brand).catch((error: unknown) => {
      if (cache.get(id)?.bytes === bytes) cache.delete(id);
      throw error;
    });
    cache.set(id, { brandKey, bytes });
    return bytes;
  };
}
