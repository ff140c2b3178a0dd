import { type AuthorizationDraft, routeByName } from '@portal/contracts';

/** What the print view shows (spec 3 §2 Print view), handed to the new window by message, never stored. */
export interface PrintData {
  member: { firstName: string; lastName: string; dob: string; memberId: string };
  requestTypeName: string;
  workflowId: number;
  referringLabel: string;
  servicingLabel: string;
  draft: AuthorizationDraft;
  /** Only with automation. */
  authorizationNumber: string | null;
}

type PrintMessage = { type: 'submit-authorization-print-ready' } | { type: 'submit-authorization-print-data'; data: PrintData };

const readyType = 'submit-authorization-print-ready';
const dataType = 'submit-authorization-print-data';
/** The opener answers a window that says it is ready for this long. */
const handoffWindowMs = 60_000;

/**
 * Opens the print view in a new window and hands the data over once that window says it is ready. The data holds
 * the patient's information, so it travels by postMessage between same-origin windows instead of storage or URL.
 */
export function openPrintView(data: PrintData): boolean {
  const printWindow = window.open(routeByName('SubmitAuthorizationsPrint').path, '_blank');
  if (!printWindow) return false;
  const answer = (event: MessageEvent<PrintMessage>) => {
    if (event.source !== printWindow || event.origin !== window.location.origin || event.data?.type !== readyType) return;
    const message: PrintMessage = { type: dataType, data };
    printWindow.postMessage(message, window.location.origin);
    window.removeEventListener('message', answer);
  };
  window.addEventListener('message', answer);
  window.setTimeout(() => window.removeEventListener('message', answer), handoffWindowMs);
  return true;
}

/** In the print window: asks the opener for the data; resolves the handler with it. Returns the clean-up. */
export function receivePrintData(onData: (data: PrintData) => void): () => void {
  const receive = (event: MessageEvent<PrintMessage>) => {
    if (event.source !== window.opener || event.origin !== window.location.origin || event.data?.type !== dataType) return;
    onData(event.data.data);
  };
  window.addEventListener('message', receive);
  const ready: PrintMessage = { type: readyType };
  (window.opener as Window | null)?.postMessage(ready, window.location.origin);
  return () => window.removeEventListener('message', receive);
}
