import { apiPaths } from '@portal/contracts';
import type {
  AdminLoginRequest,
  AdminLoginResponse,
  HandshakeResponse,
  LoginRequest,
  LoginResponse,
} from '@portal/contracts';
import { apiRequest } from './http-client';

// These answers are typed by the contracts but not parsed with zod here: they sit on the Login page's critical
// path, where zod would add about 25 KB gzip. The stored user is validated when it is restored instead.
export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(apiPaths.login, { method: 'POST', body: request, isAuthenticated: false });
}

export function adminLogin(request: AdminLoginRequest): Promise<AdminLoginResponse> {
  return apiRequest<AdminLoginResponse>(apiPaths.adminLogin, { method: 'POST', body: request, isAuthenticated: false });
}

/** Checks the session and refreshes the server's idle clock; 401 when the session has ended. */
export function handshake(): Promise<HandshakeResponse> {
  return apiRequest<HandshakeResponse>(apiPaths.handshake);
}

export function logout(): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(apiPaths.logout, { method: 'POST' });
}
