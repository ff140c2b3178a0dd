import { OkResponseSchema } from './common.js';
import { access, endpoint } from './endpoint.js';
import { AdminLoginRequestSchema, AdminLoginResponseSchema, HandshakeResponseSchema, LoginRequestSchema, LoginResponseSchema } from './session.js';

const tag = 'session';

/** Login, handshake and logout (spec 1 §7, spec 2 §7). */
export const sessionEndpoints = {
  login: endpoint({ method: 'POST', path: '/account/login/', access: access.public, body: LoginRequestSchema, response: LoginResponseSchema, tag }),
  adminLogin: endpoint({
    method: 'POST',
    path: '/admin/login/',
    access: access.public,
    body: AdminLoginRequestSchema,
    response: AdminLoginResponseSchema,
    tag,
    summary: "The employees' login (spec 2 §7).",
  }),
  handshake: endpoint({
    method: 'GET',
    path: '/account/handshake/',
    access: access.everySession,
    response: HandshakeResponseSchema,
    tag,
    summary: 'Checks the session and restarts its idle clock.',
  }),
  /** Not named by the spec: revokes the session's token. */
  logout: endpoint({
    method: 'POST',
    path: '/account/logout/',
    access: access.everySession,
    response: OkResponseSchema,
    tag,
    summary: "Revokes the session's token.",
  }),
} as const;
