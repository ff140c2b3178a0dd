import type { Clock } from '../../clock.js';
import type { TrackingRepository } from './tracking.repository.js';

/** The kinds of spec 1 §7's tracking paths. */
export const trackingKinds = {
  action: 'action',
  referer: 'referer',
  value: 'value',
  member: 'member',
  memberValue: 'member-value',
  network: 'network',
  paging: 'paging',
  pdfError: 'pdf-error',
} as const;
export type TrackingKind = (typeof trackingKinds)[keyof typeof trackingKinds];

export interface TrackingActor {
  accountId: number;
  onBehalfOfAccountId: number | null;
}

export interface TrackInput {
  kind: TrackingKind;
  action: string;
  value?: string | null;
  memberQhid?: string | null;
  payload?: Record<string, unknown> | null;
}

export type TrackingService = ReturnType<typeof createTrackingService>;

export function createTrackingService(deps: { trackingRepository: TrackingRepository; clock: Clock }) {
  const { trackingRepository, clock } = deps;

  /** Stores one analytics event; anonymous visitors (login page, registration) are tracked without an account. */
  async function track(actor: TrackingActor | null, input: TrackInput): Promise<void> {
    await trackingRepository.insert(
      {
        accountId: actor?.accountId ?? null,
        onBehalfOfAccountId: actor?.onBehalfOfAccountId ?? null,
        kind: input.kind,
        action: input.action,
        value: input.value ?? null,
        memberQhid: input.memberQhid ?? null,
        payload: input.payload ?? null,
      },
      clock.now(),
    );
  }

  return {
    track,

    /** The RefererSource of a login (spec 1 §7). */
    async recordReferer(event: { accountId: number | null; action: string; value: string }): Promise<void> {
      await track(event.accountId === null ? null : { accountId: event.accountId, onBehalfOfAccountId: null }, {
        kind: trackingKinds.referer,
        action: event.action,
        value: event.value,
      });
    },
  };
}
