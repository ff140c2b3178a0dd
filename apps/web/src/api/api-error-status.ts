import { ApiError } from './http-client';

/** The server refused the read for this member (a secure group's members get no coverage or benefit details). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
