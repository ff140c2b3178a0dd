/**
 * Saves PDF bytes under `fileName`. The bytes come from the document already loaded in the viewer: the PDF's URL
 * needs the session's auth headers, so a plain link to it could not download it.
 */
export function downloadPdf(bytes: Uint8Array<ArrayBuffer>, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
