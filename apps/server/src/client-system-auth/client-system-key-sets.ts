import { createLocalJWKSet } from 'jose';
import type { ClientSystemRecord } from './client-systems.repository.js';

type KeySet = ReturnType<typeof createLocalJWKSet>;

/**
 * The key set of each client system, kept while its registered JWKS stays the same. A jose key set imports each
 * key on first use and keeps it: built anew for every call (the CDS Hooks service verifies a JWT on each one), the
 * EC key import cost about as much as the signature check. The JWKS is still read with the system on every call
 * and compared, so a changed or revoked registration counts at once, as before.
 */
export function createKeySetCache() {
  const keySets = new Map<number, { jwks: string; keySet: KeySet }>();
  return {
    keySetOf(system: Pick<ClientSystemRecord, 'id' | 'jwks'>): KeySet {
      const jwks = JSON.stringify(system.jwks);
      const cached = keySets.get(system.id);
      if (cached?.jwks === jwks) return cached.keySet;
      const keySet = createLocalJWKSet(system.jwks as Parameters<typeof createLocalJWKSet>[0]);
      keySets.set(system.id, { jwks, keySet });
      return keySet;
    },
  };
}
