import { messages } from '@portal/contracts';
import { z } from 'zod';

/** What no text of a request may hold: PostgreSQL stores no NUL in text, and UTF-8 has no unpaired surrogate. */
// eslint-disable-next-line no-control-regex -- the NUL is exactly what this looks for
const unsafeText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Any NUL or surrogate at all: one scan of a character class, far cheaper than the pattern above, which only the rare
 * string holding one (an emoji's pair) is then tried against. Every string of every body goes through this.
 */
// eslint-disable-next-line no-control-regex -- the NUL is exactly what this looks for
const mayBeUnsafe = /[\u0000\uD800-\uDFFF]/;
const isUnsafe = (text: string) => mayBeUnsafe.test(text) && unsafeText.test(text);

/** An object whose members are walked: not a raw body (an upload's stream or bytes), which holds no text. */
const isWalkable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function';

interface Visit {
  value: unknown;
  key: string | number | undefined;
  parent: Visit | undefined;
}

const pathOf = (visit: Visit): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The path of the first string (value or object key) in `value` that holds unsafe text, or undefined. Walks with its
 * own stack and parent links: a deeply nested body can neither overflow the call stack nor cost quadratic time.
 */
export function findUnsafeText(value: unknown): (string | number)[] | undefined {
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (isUnsafe(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        const item: unknown = current[index];
        if (typeof item === 'string' || (typeof item === 'object' && item !== null)) pending.push({ value: item, key: index, parent: visit });
      }
    } else if (isWalkable(current)) {
      for (const key in current) {
        if (!Object.hasOwn(current, key)) continue;
        const item = current[key];
        if (isUnsafe(key)) return pathOf({ value: item, key, parent: visit });
        // Numbers, booleans and null hold no text: only strings and containers are visited.
        if (typeof item === 'string' || (typeof item === 'object' && item !== null)) pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

/**
 * A route's schema preceded by the text check, so every string of every body, query and path parameter is checked
 * once, at the schema, whatever the route's own schema says of it (a NUL used to reach PostgreSQL and answer 500).
 * Fastify validates only what a route declares: a route reading a body it declares no schema for gets `anyBody`
 * (app.ts, onRoute), so its body is checked too.
 */
export const anyBody = z.unknown();

/** Methods whose request may carry a body. */
export const methodsWithBody: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function withSafeText<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .check((context) => {
      const path = findUnsafeText(context.value);
      if (path) context.issues.push({ code: 'custom', message: messages.validation.unsafeText, path, input: context.value });
    })
    .pipe(schema);
}
