import { contentEndpoints } from '@portal/contracts';
import type { FeedbackOption, FeedbackTrackingRequest } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

export function fetchFeedbackOptions(): Promise<FeedbackOption[]> {
  return callEndpoint(contentEndpoints.feedbackOptions);
}

/** The issue options of the exit feedback modal change rarely: read once per page load. */
export const feedbackOptionsQueryOptions = queryOptions({ queryKey: ['feedbackModal', 'options'], queryFn: fetchFeedbackOptions, staleTime: Infinity });

/** POST feedbackModal/tracking/ (spec 2 §3 tracking payload). */
export function trackFeedback(request: FeedbackTrackingRequest): Promise<{ tracked: true }> {
  return callEndpoint(contentEndpoints.feedbackTracking, { body: request });
}
