/**
 * `npm run -s demo:jwt -- AUDIENCE`: prints a client assertion of the demo's EHR Sandbox (iss = sub = sandbox-ehr,
 * aud = AUDIENCE, 5 minutes, a random jti, signed with its demo key): what a client posts to /fhir/auth/token as
 * client_assertion (e.g. AUDIENCE http://localhost:3000/fhir/auth/token), and what signs a CDS Hooks call (AUDIENCE the
 * service's URL, e.g. http://localhost:3000/cds-services/order-sign-crd). Demo only: the key is published.
 */
import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import { sandboxClientId, sandboxPrivateJwk } from './sandbox-client-key.js';

async function main(): Promise<void> {
  const audience = process.argv[2];
  if (!audience) {
    process.stderr.write('Usage: npm run -s demo:jwt -- AUDIENCE   (e.g. http://localhost:3000/fhir/auth/token or http://localhost:3000/cds-services/order-sign-crd)\n');
    process.exitCode = 2;
    return;
  }
  const key = await importJWK(sandboxPrivateJwk, sandboxPrivateJwk.alg);
  const now = Math.floor(Date.now() / 1000);
  const jwt = await new SignJWT({ jti: randomUUID() })
    .setProtectedHeader({ alg: sandboxPrivateJwk.alg, kid: sandboxPrivateJwk.kid, typ: 'JWT' })
    .setIssuer(sandboxClientId)
    .setSubject(sandboxClientId)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(key);
  process.stdout.write(`${jwt}\n`);
}

await main();
