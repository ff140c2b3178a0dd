import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createKeySetCache } from './client-system-key-sets.js';

async function keyPair(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair('ES384', { extractable: true });
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES384' } };
}

const signed = ({ privateKey, publicJwk }: Awaited<ReturnType<typeof keyPair>>) =>
  new SignJWT({}).setProtectedHeader({ alg: 'ES384', kid: publicJwk.kid }).setIssuedAt().setExpirationTime('1m').sign(privateKey);

describe('createKeySetCache', () => {
  it('keeps a system’s key set while its JWKS stays the same, and takes a changed JWKS at once', async () => {
    const first = await keyPair('first');
    const second = await keyPair('second');
    const keySets = createKeySetCache();
    const registered = keySets.keySetOf({ id: 1, jwks: { keys: [first.publicJwk] } });
    // The same JWKS read again (a new row object): the same set, whose keys are imported already.
    expect(keySets.keySetOf({ id: 1, jwks: { keys: [{ ...first.publicJwk }] } })).toBe(registered);
    await expect(jwtVerify(await signed(first), registered)).resolves.toBeDefined();

    // The key rotated: the old key's JWTs are refused, the new key's accepted.
    const rotated = keySets.keySetOf({ id: 1, jwks: { keys: [second.publicJwk] } });
    expect(rotated).not.toBe(registered);
    await expect(jwtVerify(await signed(first), rotated)).rejects.toThrow();
    await expect(jwtVerify(await signed(second), rotated)).resolves.toBeDefined();
    // Another system with the same JWKS has its own set.
    expect(keySets.keySetOf({ id: 2, jwks: { keys: [second.publicJwk] } })).not.toBe(rotated);
  });
});
