import { sessionEndpoints } from '@portal/contracts';
import type { AdminLoginRequest, AdminLoginResponse, HandshakeResponse, LoginRequest, LoginResponse } from '@portal/contracts';
import { callEndpoint } from './http-client';

// These answers are typed by the contracts but not parsed with zod here: they sit on the Login page's critical
// path, where zod would add about 25 KB gzip (the build leaves the endpoints' schemas out, see vite.config.ts). The
// stored user is validated when it is restored instead.
export function login(request: LoginRequest): Promise<LoginResponse> {
  return callEndpoint(sessionEndpoints.login, { body: request });
}

export function adminLogin(request: AdminLoginRequest): Promise<AdminLoginResponse> {
  return callEndpoint(sessionEndpoints.adminLogin, { body: request });
}

/** Checks the session and refreshes the server's idle clock; 401 when the session has ended. */
export function handshake(): Promise<HandshakeResponse> {
  return callEndpoint(sessionEndpoints.handshake);
}

export function logout(): Promise<{ ok: true }> {
  return callEndpoint(sessionEndpoints.logout);
}
