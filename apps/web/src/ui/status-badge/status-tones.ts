import {
  IconBan,
  IconCash,
  IconCircleCheck,
  IconCircleDot,
  IconCircleHalf2,
  IconCircleMinus,
  IconCircleX,
  IconClock,
  IconHourglassHigh,
  IconLink,
  IconMailQuestion,
  IconUserCheck,
  IconUserOff,
  IconUserPlus,
  IconUserX,
  type Icon,
} from '@tabler/icons-react';
import {
  accountStatuses,
  associationStatuses,
  type AuthorizationStatus,
  authorizationStatuses,
  authorizationStatusLabel,
  claimStatuses,
  policyStatusLabels,
} from '@portal/contracts';

/** The kinds of status the portal shows. */
export type StatusKind = 'authorization' | 'claim' | 'account' | 'association' | 'policy';

/**
 * A tone is what a status means to the reader: done and good, partly so, waiting on the plan, waiting on the
 * provider, refused or switched off, closed. Each has its own colour (status-badge.module.css).
 */
export type StatusTone = 'positive' | 'partial' | 'waiting' | 'attention' | 'negative' | 'closed';

export interface StatusLook {
  tone: StatusTone;
  Icon: Icon;
}

const unknown: StatusLook = { tone: 'closed', Icon: IconCircleDot };

/** An authorization's (or a line's) status, by the word the status vocabulary shows for it. */
const authorizationLooks: Readonly<Record<AuthorizationStatus, StatusLook>> = {
  [authorizationStatuses.partiallyApproved]: { tone: 'partial', Icon: IconCircleHalf2 },
  [authorizationStatuses.approved]: { tone: 'positive', Icon: IconCircleCheck },
  [authorizationStatuses.pending]: { tone: 'waiting', Icon: IconClock },
  [authorizationStatuses.denied]: { tone: 'negative', Icon: IconCircleX },
  [authorizationStatuses.cancelled]: { tone: 'closed', Icon: IconBan },
};

const fixedLooks: Record<Exclude<StatusKind, 'authorization'>, Readonly<Record<string, StatusLook>>> = {
  claim: {
    [claimStatuses.paid]: { tone: 'positive', Icon: IconCash },
    [claimStatuses.notPaid]: { tone: 'waiting', Icon: IconHourglassHigh },
    [claimStatuses.incomplete]: { tone: 'attention', Icon: IconClock },
  },
  account: {
    [accountStatuses.approved]: { tone: 'positive', Icon: IconUserCheck },
    [accountStatuses.newRequest]: { tone: 'waiting', Icon: IconUserPlus },
    [accountStatuses.pendingConfirmation]: { tone: 'attention', Icon: IconMailQuestion },
    [accountStatuses.disabled]: { tone: 'negative', Icon: IconUserOff },
    [accountStatuses.memberDisabled]: { tone: 'negative', Icon: IconUserX },
  },
  association: {
    [associationStatuses.active]: { tone: 'positive', Icon: IconLink },
    [associationStatuses.requested]: { tone: 'waiting', Icon: IconClock },
    [associationStatuses.removed]: { tone: 'closed', Icon: IconCircleMinus },
  },
  // A policy rule by its dates, a denial reason by its switch (issue 18), as their words.
  policy: {
    [policyStatusLabels.active]: { tone: 'positive', Icon: IconCircleCheck },
    [policyStatusLabels.future]: { tone: 'waiting', Icon: IconClock },
    [policyStatusLabels.retired]: { tone: 'closed', Icon: IconCircleMinus },
    [policyStatusLabels.inactive]: { tone: 'closed', Icon: IconCircleMinus },
  },
};

/** How a status of a kind looks; a status no rule knows shows as a neutral dot, its words still shown. */
export function statusLook(kind: StatusKind, status: string): StatusLook {
  if (kind === 'authorization') return authorizationLooks[authorizationStatusLabel(status) as AuthorizationStatus] ?? unknown;
  return fixedLooks[kind][status] ?? unknown;
}
