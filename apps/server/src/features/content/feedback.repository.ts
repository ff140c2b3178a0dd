import type { Executor } from '../../db/client.js';
import { feedbackResponses } from '../../db/schema.js';

export const feedbackKinds = { general: 'general', benefitsExit: 'benefits-exit' } as const;

export interface GeneralFeedbackRecord {
  accountId: number;
  rating: number;
  reason: string;
  createdAt: Date;
}

export interface BenefitsExitFeedbackRecord {
  accountId: number;
  callingPage: string;
  trackingType: string;
  memberQhid: number | null;
  actionName: string;
  freeText: string | null;
  optionsSelected: string[];
  createdAt: Date;
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;

/** Answers of the two feedback dialogs; no rules here. */
export function createFeedbackRepository(db: Executor) {
  return {
    async createGeneral(record: GeneralFeedbackRecord): Promise<void> {
      await db.insert(feedbackResponses).values({ ...record, kind: feedbackKinds.general });
    },

    async createBenefitsExit(record: BenefitsExitFeedbackRecord): Promise<void> {
      await db.insert(feedbackResponses).values({ ...record, kind: feedbackKinds.benefitsExit });
    },
  };
}
