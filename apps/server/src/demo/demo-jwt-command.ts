/**
 * `npm run -s demo:jwt -- AUDIENCE`: prints a client assertion of the demo's EHR Sandbox (iss = sub = sandbox-ehr,
 * aud = AUDIENCE, 5 minutes, a random jti, signed with its demo key): what a client posts to /fhir/auth/token as
 * client_assertion (e.g. AUDIENCE http://localhost:3000/fhir/auth/token), and what signs a CDS Hooks call (AUDIENCE the
 * service's URL, e.g. http://localhost:3000/cds-services/order-sign-crd). Demo only: the key is published.
 */
import { signSandboxJwt } from './sandbox-client-key.js';

async function main(): Promise<void> {
  const audience = process.argv[2];
  if (!audience) {
    process.stderr.write(
      'Usage: npm run -s demo:jwt -- AUDIENCE   (e.g. http://localhost:3000/fhir/auth/token or http://localhost:3000/cds-services/order-sign-crd)\n',
    );
    process.exitCode = 2;
    return;
  }
  const jwt = await signSandboxJwt(audience);
  process.stdout.write(`${jwt}\n`);
}

await main();
