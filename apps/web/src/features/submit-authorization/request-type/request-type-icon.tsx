import { workflowIds } from '@portal/contracts';

/** Line icons of the request type cards (24×24, currentColor), decorative. */
const paths: Record<number, string> = {
  // Clipboard with a check.
  [workflowIds.standard]: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M9 14l2 2 4-4',
  // Ambulance.
  [workflowIds.unplannedAdmission]: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1M8.5 9.5v4M6.5 11.5h4',
  // Mother and baby: two heads.
  [workflowIds.maternity]: 'M9 7a3 3 0 1 0 0-.1M5 21v-5a4 4 0 0 1 8 0v5M17 12a2 2 0 1 0 0-.1M15 21v-3a2 2 0 0 1 4 0v3',
  // Wheelchair.
  [workflowIds.dme]: 'M10 4a1.5 1.5 0 1 0 0-.1M10 7v6h6l2 5M10 10h5M8 11a5 5 0 1 0 6 6',
};

export function RequestTypeIcon({ workflowId }: { workflowId: number }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={paths[workflowId] ?? paths[workflowIds.standard]} />
    </svg>
  );
}
