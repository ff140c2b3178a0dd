import {
  adminEndpoints,
  contentEndpoints,
  endpointPath,
  ErrorResponseSchema,
  exitFeedbackOtherOption,
  FeedbackOptionsResponseSchema,
  feedbackReasons,
  feedbackReasonsFor,
  memberAreaMessages,
} from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, feedbackResponses } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';
import { createTestClock, testNow } from '../../test/test-clock.js';

let testApp: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  testApp = await createTestApp({ clock: createTestClock() });
  for (const email of ['provider@example.com', 'limited@example.com', 'admin@example.com']) tokens.set(email, await tokenOf(testApp.app, email));
});
afterAll(() => testApp.close());

type As = string | null;
const headersOf = (as: As) => (as ? bearer(tokens.get(as) ?? '') : {});
const post = (url: string, payload: unknown, as: As = 'provider@example.com') =>
  testApp.app.inject({ method: 'POST', url: `/api${url}`, headers: headersOf(as), payload: payload as Record<string, unknown> });
const accountIdOf = async (email: string) => (await testApp.database.db.select().from(accounts).where(eq(accounts.email, email)))[0]?.id;
const newest = async () => (await testApp.database.db.select().from(feedbackResponses).orderBy(desc(feedbackResponses.id)).limit(1))[0];
const stored = () => countRows(testApp.database.db, feedbackResponses);

/** Expects a 400 ErrorResponse and no new feedback row; answers the message. */
async function expectRefused(url: string, payload: unknown, as: As = 'provider@example.com'): Promise<string> {
  const before = await stored();
  const response = await post(url, payload, as);
  expect(response.statusCode, response.body).toBe(400);
  expect(await stored()).toBe(before);
  return ErrorResponseSchema.parse(response.json()).message;
}

describe('POST /api/account/feedback/', () => {
  it('stores a provider’s rating and reason as general feedback', async () => {
    const response = await post(endpointPath(contentEndpoints.feedback), { rating: 4, reason: 'ViewingClaims' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ saved: true });
    expect(await newest()).toMatchObject({
      accountId: await accountIdOf('provider@example.com'),
      kind: 'general',
      rating: 4,
      reason: 'ViewingClaims',
      actionName: null,
      createdAt: testNow,
    });
  });

  it('takes from a limited user only the reasons a limited user is offered', async () => {
    const offered = feedbackReasonsFor(true).map((reason) => reason.value);
    for (const reason of offered) {
      expect((await post(endpointPath(contentEndpoints.feedback), { rating: 5, reason }, 'limited@example.com')).statusCode).toBe(200);
      expect(await newest()).toMatchObject({ accountId: await accountIdOf('limited@example.com'), reason });
    }
    for (const { value } of feedbackReasons.filter((reason) => !offered.includes(reason.value))) {
      expect(await expectRefused(endpointPath(contentEndpoints.feedback), { rating: 5, reason: value }, 'limited@example.com')).toBe('Please choose a reason.');
    }
  });

  it('refuses employees (403), while impersonating too, and anonymous callers (401), storing nothing', async () => {
    const before = await stored();
    expect((await post(endpointPath(contentEndpoints.feedback), { rating: 3, reason: 'ViewingClaims' }, 'admin@example.com')).statusCode).toBe(403);
    expect((await post(endpointPath(contentEndpoints.feedback), { rating: 3, reason: 'ViewingClaims' }, null)).statusCode).toBe(401);
    const admin = tokens.get('admin@example.com') ?? '';
    await testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(adminEndpoints.beginImpersonation, { accountId: (await accountIdOf('provider@example.com')) ?? 0 })}`,
      headers: bearer(admin),
    });
    try {
      expect((await post(endpointPath(contentEndpoints.feedback), { rating: 3, reason: 'ViewingClaims' }, 'admin@example.com')).statusCode).toBe(403);
    } finally {
      await testApp.app.inject({ method: 'POST', url: `/api${endpointPath(adminEndpoints.endImpersonation)}`, headers: bearer(admin) });
    }
    expect(await stored()).toBe(before);
  });

  it.each([
    ['rating 0', { rating: 0, reason: 'ViewingClaims' }],
    ['rating 6', { rating: 6, reason: 'ViewingClaims' }],
    ['a fractional rating', { rating: 3.5, reason: 'ViewingClaims' }],
    ['a rating as text', { rating: '4', reason: 'ViewingClaims' }],
    ['no rating', { reason: 'ViewingClaims' }],
    ['no reason', { rating: 4 }],
    ['an unknown reason', { rating: 4, reason: 'Shopping' }],
  ])('answers 400 to %s, storing nothing', async (_label, payload) => {
    await expectRefused(endpointPath(contentEndpoints.feedback), payload);
  });
});

describe('GET /api/feedbackModal/options/', () => {
  const options = (as: As) => testApp.app.inject({ method: 'GET', url: `/api${endpointPath(contentEndpoints.feedbackOptions)}`, headers: headersOf(as) });

  it('answers the benefits-exit issues, Other last', async () => {
    const response = await options('provider@example.com');
    expect(response.statusCode).toBe(200);
    const answered = FeedbackOptionsResponseSchema.parse(response.json());
    expect(answered.map((option) => option.availableOption)).toEqual([
      'MissingBenefit',
      'PdfProblem',
      'WrongMember',
      'CoverageUnclear',
      exitFeedbackOtherOption,
    ]);
    expect(answered[2]).toEqual({ availableOption: 'WrongMember', availableOptionText: 'I could not find the patient' });
    expect((await options(null)).statusCode).toBe(401);
  });

  it('answers any signed-in account the same list, limited users and employees too (the list holds nothing of theirs)', async () => {
    expect((await options('limited@example.com')).json()).toEqual((await options('provider@example.com')).json());
    expect((await options('admin@example.com')).statusCode).toBe(200);
  });
});

describe('POST /api/feedbackModal/tracking/', () => {
  const no = {
    CallingPage: 'BenefitsLookup',
    TrackingType: 'BenefitsExitFeedback',
    Qhid: 1_000_001,
    ActionName: 'No',
    FreeformText: 'The deductible for dialysis was missing!',
    OptionsSelected: ['WrongMember', exitFeedbackOtherOption, 'WrongMember'],
  };

  it('stores a No with its issues (once each) and text as benefits-exit feedback', async () => {
    const response = await post(endpointPath(contentEndpoints.feedbackTracking), no);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ tracked: true });
    expect(await newest()).toMatchObject({
      accountId: await accountIdOf('provider@example.com'),
      kind: 'benefits-exit',
      callingPage: 'BenefitsLookup',
      trackingType: 'BenefitsExitFeedback',
      memberQhid: 1_000_001,
      actionName: 'No',
      freeText: 'The deductible for dialysis was missing!',
      optionsSelected: ['WrongMember', exitFeedbackOtherOption],
      rating: null,
      createdAt: testNow,
    });
  });

  it('stores a Yes without the issues or text a client kept from an earlier No', async () => {
    expect((await post(endpointPath(contentEndpoints.feedbackTracking), { ...no, ActionName: 'Yes' }, 'limited@example.com')).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ accountId: await accountIdOf('limited@example.com'), actionName: 'Yes', optionsSelected: [], freeText: null });
  });

  it('refuses employees (403) and anonymous callers (401), storing nothing', async () => {
    const before = await stored();
    expect((await post(endpointPath(contentEndpoints.feedbackTracking), no, 'admin@example.com')).statusCode).toBe(403);
    expect((await post(endpointPath(contentEndpoints.feedbackTracking), no, null)).statusCode).toBe(401);
    expect(await stored()).toBe(before);
  });

  it('refuses an issue that is not offered', async () => {
    expect(await expectRefused(endpointPath(contentEndpoints.feedbackTracking), { ...no, OptionsSelected: ['WrongMember', 'Slow'] })).toBe(
      'Not an offered issue: Slow.',
    );
    expect(await expectRefused(endpointPath(contentEndpoints.feedbackTracking), { ...no, ActionName: 'Yes', OptionsSelected: ['Slow'] })).toBe(
      'Not an offered issue: Slow.',
    );
  });

  it.each([
    ['a No without issues', { ...no, OptionsSelected: [] }, memberAreaMessages.feedback.chooseIssue],
    ['Other with 10 characters', { ...no, FreeformText: 'Too short.' }, memberAreaMessages.feedback.otherTooShort],
    ['characters outside the allowed set', { ...no, FreeformText: 'Coverage <b>dates</b> were wrong' }, memberAreaMessages.feedback.invalidCharacters],
    ['text over 300 characters', { ...no, FreeformText: 'a'.repeat(301) }, memberAreaMessages.feedback.tooLong(300)],
    ['no answer', { ...no, ActionName: undefined }, memberAreaMessages.feedback.chooseYesNo],
    ['an answer other than Yes or No', { ...no, ActionName: 'Maybe' }, memberAreaMessages.feedback.chooseYesNo],
  ])('answers 400 to %s with the rule’s message, storing nothing', async (_label, payload, message) => {
    expect(await expectRefused(endpointPath(contentEndpoints.feedbackTracking), payload)).toContain(message);
  });

  it.each([
    ['a calling page with spaces', { ...no, CallingPage: 'Benefits Lookup' }],
    ['a text qhid', { ...no, Qhid: 'abc' }],
    ['a negative qhid', { ...no, Qhid: -4 }],
    ['issues that are not a list', { ...no, OptionsSelected: 'Other' }],
  ])('answers 400 to %s, storing nothing', async (_label, payload) => {
    await expectRefused(endpointPath(contentEndpoints.feedbackTracking), payload);
  });
});
