import { fhirPaths } from '@portal/contracts';

/** The type of the manifest's `error` files. */
export const errorFileType = 'OperationOutcome';

/**
 * Where a part of an export lives in the blob store: made from the export, the type and the part only, so an instance
 * taking over a dead one's export knows the keys of parts never recorded (the part after the last recorded one).
 */
export const partKey = (exportId: string, resourceType: string, part: number) => `bulk-exports/${exportId}/${resourceType}/${part}`;

/** A part's download URL, under the FHIR base. */
export const fileUrl = (publicBaseUrl: string, exportId: string, resourceType: string, part: number) =>
  `${publicBaseUrl}${fhirPaths.bulkFiles}/${exportId}/${resourceType}-${part}.ndjson`;

/** A download URL's file name read back: the type and part, or null when it names none. */
export function parseFileName(fileName: string): { resourceType: string; part: number } | null {
  const match = /^([A-Z][A-Za-z]{1,63})-([1-9]\d{0,8})\.ndjson$/.exec(fileName);
  if (!match) return null;
  return { resourceType: match[1] ?? '', part: Number(match[2]) };
}
