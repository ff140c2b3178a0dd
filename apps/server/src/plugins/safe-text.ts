import { messages } from '@portal/contracts';
import { z } from 'zod';

/** What no text of a request may hold: PostgreSQL stores no NUL in text, and UTF-8 has no unpaired surrogate. */
// eslint-disable-next-line no-control-regex -- the NUL is exactly what this looks for
const unsafeText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

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
      if (unsafeText.test(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) pending.push({ value: current[index], key: index, parent: visit });
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (unsafeText.test(key)) return pathOf({ value: item, key, parent: visit });
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

/**
 * A route's schema preceded by the text check, so every string of every body, query and path parameter is checked
 * once, at the schema, whatever the route's own schema says of it (a NUL used to reach PostgreSQL and answer 500).
 */
export function withSafeText<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .check((context) => {
      const path = findUnsafeText(context.value);
      if (path) context.issues.push({ code: 'custom', message: messages.validation.unsafeText, path, input: context.value });
    })
    .pipe(schema);
}
