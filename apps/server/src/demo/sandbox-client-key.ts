import { randomUUID } from 'node:crypto';
import { sandboxClientId } from '@portal/contracts';
import { importJWK, SignJWT } from 'jose';

/**
 * DEMO DATA, NOT A SECRET: the private key of the "EHR Sandbox" client system that the demo seed registers
 * (client id `sandbox-ehr`), published so that anyone running the demo can sign client assertions with
 * `npm run -s demo:jwt -- AUDIENCE`. Generated once with jose (ES384). Only the demo seed and the demo:jwt command
 * import it; a production start never seeds demo data, so no production database ever trusts this key.
 */
export { sandboxClientId };

export const sandboxPrivateJwk = {
  kty: 'EC',
  crv: 'P-384',
  x: '_ONNHjCanJaeXfbVGMeRr-MUxMdRhM2uWp_G8EPwu4yWlEAtN21eILFg39IGPycy',
  y: '7qbySa1Gp1kwgwtS49eN1fJiFgoC7lpchFap7l0Hcoz5e1gzSzwWUrkza2Uw3rA2',
  d: 'KAbFubcAz89GhHxtyQ1qkAvBMK9Xsry7F3GNzUZ13pRLT5QlbKeL8PCQ3RglVKXG',
  kid: 'sandbox-ehr-2026',
  alg: 'ES384',
  use: 'sig',
} as const;

/** The public half, as the sandbox's registered JWKS holds it. */
export function sandboxPublicJwk(): Record<string, string> {
  const { d: _private, ...publicJwk } = sandboxPrivateJwk;
  return { ...publicJwk };
}

/**
 * A JWT of the sandbox for `audience` (iss = sub = sandbox-ehr, a random jti, 5 minutes, the longest the portal
 * accepts): a client assertion for /fhir/auth/token, or the signature of a CDS Hooks call to a service's URL.
 */
export async function signSandboxJwt(audience: string, now = new Date()): Promise<string> {
  const key = await (sandboxKey ??= importJWK(sandboxPrivateJwk, sandboxPrivateJwk.alg));
  const seconds = Math.floor(now.getTime() / 1000);
  return new SignJWT({ jti: randomUUID() })
    .setProtectedHeader({ alg: sandboxPrivateJwk.alg, kid: sandboxPrivateJwk.kid, typ: 'JWT' })
    .setIssuer(sandboxClientId)
    .setSubject(sandboxClientId)
    .setAudience(audience)
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + 300)
    .sign(key);
}
let sandboxKey: ReturnType<typeof importJWK> | undefined;
