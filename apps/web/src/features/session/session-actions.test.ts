import { apiPrefix, endpointPath, sessionEndpoints } from '@portal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpClient } from '../../api/http-client';
import { getCurrentUser, setCurrentUser } from '../../session/current-user-store';
import { approvedUser } from '../../test/fixtures';
import { stubApi } from '../../test/render-app';
import { verifySession } from './session-actions';

const handshakeKey = `GET ${apiPrefix}${endpointPath(sessionEndpoints.handshake)}`;

beforeEach(() => {
  configureHttpClient({
    getAuth: () => {
      const user = getCurrentUser();
      return user ? { token: user.token, userName: user.userName, loginId: user.loginId } : null;
    },
    getAppId: () => 'app',
    onUnauthorized: () => undefined,
  });
  setCurrentUser(approvedUser);
});

describe('verifySession', () => {
  it('drops the stored user when the server refuses the handshake', async () => {
    stubApi({ [handshakeKey]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'Unexpected' } }) });
    await verifySession();
    expect(getCurrentUser()).toBeNull();
  });

  it('keeps the stored user when the handshake had no answer (the page was left, the network dropped)', async () => {
    // No handler: the call fails as an aborted or failed fetch does.
    stubApi({});
    await verifySession();
    expect(getCurrentUser()?.token).toBe(approvedUser.token);
  });

  it('keeps the stored user when the answer began but its body never came whole (the page was left meanwhile)', async () => {
    const broken = new ReadableStream({ start: (controller) => controller.error(new DOMException('The user aborted a request.', 'AbortError')) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(broken, { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    await verifySession();
    expect(getCurrentUser()?.token).toBe(approvedUser.token);
  });
});
