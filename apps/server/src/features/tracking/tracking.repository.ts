import type { Executor } from '../../db/client.js';
import { trackingEvents } from '../../db/schema.js';

export interface TrackingEvent {
  accountId: number | null;
  onBehalfOfAccountId: number | null;
  kind: string;
  action: string;
  value: string | null;
  memberQhid: string | null;
  payload: Record<string, unknown> | null;
}

export function createTrackingRepository(db: Executor) {
  return {
    async insert(event: TrackingEvent, occurredAt: Date): Promise<void> {
      await db.insert(trackingEvents).values({ ...event, occurredAt });
    },
  };
}
export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
