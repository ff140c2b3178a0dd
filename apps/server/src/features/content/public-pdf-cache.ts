/**
 * Public documents found by file name (network documents, Resources): generated on first request and kept for the
 * life of the process, as they are deterministic, small and the same for every user. A failed generation is not
 * kept, so the next request tries again.
 */
export function createPublicPdfCache<Id extends string>(documents: Record<Id, { fileName: string }>, render: (id: Id) => Promise<Uint8Array>) {
  const idByFileName = new Map((Object.keys(documents) as Id[]).map((id) => [documents[id].fileName, id]));
  const cache = new Map<Id, Promise<Uint8Array>>();

  /** The document's bytes, or undefined when no document has that file name. */
  return function get(fileName: string): Promise<Uint8Array> | undefined {
    const id = idByFileName.get(fileName);
    if (!id) return undefined;
    let bytes = cache.get(id);
    if (!bytes) {
      bytes = render(id).catch((error: unknown) => {
        cache.delete(id);
        throw error;
      });
      cache.set(id, bytes);
    }
    return bytes;
  };
}
