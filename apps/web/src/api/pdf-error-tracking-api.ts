import { trackingEndpoints } from '@portal/contracts';
import { callEndpoint } from './http-client';

/**
 * A PDF that failed to load is reported (spec 2 §7 /tracking/pdfError); failures of the report are ignored. Kept out
 * of tracking-api.ts, which ships with the first page, because only the pages that show PDFs need it.
 */
export function trackPdfError(pdfName: string, qhid: number | null, error: string): void {
  const body = { pdfName, qhid: qhid === null ? null : String(qhid), error: error.slice(0, 2000) };
  callEndpoint(trackingEndpoints.pdfError, { body }).catch(() => undefined);
}
