import { CurrentUserSchema } from '@portal/contracts';
import type { CurrentUser } from '@portal/contracts';

/** Loaded only when a stored user exists, so a signed-out visitor's Login page does not download zod. */
export function parseStoredUser(value: unknown): CurrentUser | null {
  const parsed = CurrentUserSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
