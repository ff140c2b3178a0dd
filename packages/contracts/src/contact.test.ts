import { describe, expect, it } from 'vitest';
import { ExitFeedbackFormSchema, FeedbackTrackingRequestSchema } from './contact.js';
import { memberAreaMessages } from './member-area-messages.js';

const text = memberAreaMessages.feedback;
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('ExitFeedbackFormSchema', () => {
  const choice = { ActionName: null, OptionsSelected: [], FreeformText: '' };

  it('asks for Yes or No, then with No for an issue, then with Other for more than ten characters', () => {
    expect(messagesOf(ExitFeedbackFormSchema.safeParse(choice))).toEqual({ ActionName: text.chooseYesNo });
    expect(messagesOf(ExitFeedbackFormSchema.safeParse({ ...choice, ActionName: 'No' }))).toEqual({ OptionsSelected: text.chooseIssue });
    const other = { ...choice, ActionName: 'No', OptionsSelected: ['Other'], FreeformText: 'too short' };
    expect(messagesOf(ExitFeedbackFormSchema.safeParse(other))).toEqual({ FreeformText: text.otherTooShort });
  });

  it('checks what will be sent: no issues or text with Yes, no text without Other', () => {
    const leftOver = { ActionName: 'Yes', OptionsSelected: ['Other'], FreeformText: 'no #' } as const;
    expect(ExitFeedbackFormSchema.parse(leftOver)).toEqual({ ActionName: 'Yes', OptionsSelected: [], FreeformText: '' });
    const withoutOther = { ActionName: 'No', OptionsSelected: ['Slow'], FreeformText: 'no #' } as const;
    expect(ExitFeedbackFormSchema.parse(withoutOther)).toEqual({ ActionName: 'No', OptionsSelected: ['Slow'], FreeformText: '' });
  });
});

describe('FeedbackTrackingRequestSchema', () => {
  it('holds the same rules for what the server receives', () => {
    const request = { CallingPage: 'BenefitsLookup', TrackingType: 'BenefitsExit', ActionName: 'No', OptionsSelected: [] };
    expect(messagesOf(FeedbackTrackingRequestSchema.safeParse(request))).toEqual({ OptionsSelected: text.chooseIssue });
    expect(FeedbackTrackingRequestSchema.parse({ ...request, ActionName: 'Yes' })).toMatchObject({ Qhid: null, FreeformText: '', OptionsSelected: [] });
  });
});
