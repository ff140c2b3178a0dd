import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits; the browser holds the token, the database only its hash. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
