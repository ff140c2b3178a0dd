import { expect, type APIRequestContext } from '@playwright/test';
import { DevMailboxResponseSchema, type DevMailboxMessage } from './contracts.js';

/** The six digits of a verification message; the message text holds no other six-digit number. */
const codeInText = /\b(\d{6})\b/;

/**
 * The verification code of the newest message sent to `to` (an e-mail address or a mobile number) at or after
 * `sentAfter`, read from the development mailbox of the server the test runs against (spec: issue 3 §3). Polls
 * briefly: the code is written by the request the page has just made, which may still be in flight.
 */
export async function latestCode(request: APIRequestContext, to: string, sentAfter: Date): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox/messages', { params: { to } });
        expect(response.ok(), 'the dev mailbox answers').toBe(true);
        const { messages } = DevMailboxResponseSchema.parse(await response.json());
        // Newest first: the first message new enough is the one the page just asked for.
        const message = messages.find((candidate) => Date.parse(candidate.createdAt) >= sentAfter.getTime());
        code = message?.text.match(codeInText)?.[1];
        return code;
      },
      { message: `a code is sent to ${to}`, timeout: 10_000, intervals: [100, 250, 500] },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** A six-digit code that is certainly not `code`: the wrong-code journeys type it first. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(code.length, '0');
}

/**
 * The newest e-mail to `to` with the given subject sent at or after `sentAfter` (the development mailbox, like
 * latestCode). Polls briefly: the notifier may still be sending when the page has answered.
 */
export async function latestEmail(request: APIRequestContext, to: string, subject: string, sentAfter: Date): Promise<DevMailboxMessage> {
  let found: DevMailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox/messages', { params: { to } });
        expect(response.ok(), 'the dev mailbox answers').toBe(true);
        const { messages } = DevMailboxResponseSchema.parse(await response.json());
        found = messages.find((message) => message.channel === 'email' && message.subject === subject && Date.parse(message.createdAt) >= sentAfter.getTime());
        return found !== undefined;
      },
      { message: `an e-mail "${subject}" is sent to ${to}`, timeout: 10_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return found as DevMailboxMessage;
}
