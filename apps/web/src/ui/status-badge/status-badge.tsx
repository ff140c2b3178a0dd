import { authorizationStatusLabel, messages, type AssociationStatus } from '@portal/contracts';
import { statusLook, type StatusKind } from './status-tones';
import classes from './status-badge.module.css';

interface StatusBadgeProps {
  kind: StatusKind;
  /**
   * The status as the data holds it; an association's is translated to its words (spec 2 §2.4), an authorization's
   * shown through the status vocabulary ('Pended' reads Pending, a partial approval stays Partially Approved).
   */
  status: string;
}

function wordsOf(kind: StatusKind, status: string): string {
  if (kind === 'association') return messages.yourProviders.statuses[status as AssociationStatus] ?? status;
  if (kind === 'authorization') return authorizationStatusLabel(status);
  return status;
}

/**
 * A status of an authorization, claim, account or association: its words, always shown, with a colour and an icon
 * of its tone, so colour is never the only cue (WCAG 1.4.1). The icon is decoration: the words carry the meaning.
 */
export function StatusBadge({ kind, status }: StatusBadgeProps) {
  const { tone, Icon } = statusLook(kind, status);
  return (
    <span className={`${classes.badge} ${classes[tone]}`}>
      <Icon size={14} stroke={2} aria-hidden="true" className={classes.icon} />
      {wordsOf(kind, status)}
    </span>
  );
}
