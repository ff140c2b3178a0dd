import { apiPaths } from '@portal/contracts';
import type {
  AdminLoginRequest,
  AdminLoginResponse,
  HandshakeResponse,
  LoginRequest,
  LoginResponse,
} from '@portal/contracts';
import { apiRequest } from './http-client';

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
