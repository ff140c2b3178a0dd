import { count, isNull, like } from 'drizzle-orm';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Database } from './db/client.js';
import { accounts, clientSystems, hasPublishedDemoSalt } from './db/schema.js';
import { demoEmailDomain, demoPassword } from './demo/demo-accounts.js';
import { sandboxPublicJwk } from './demo/sandbox-client-key.js';
import { verifyPassword } from './security/password.js';

/** A production start found demo data: accounts or a client key whose secrets are published. */
export class DemoDataInProductionError extends Error {
  constructor(findings: string[]) {
    super(
      `This database holds demo data, whose secrets are published: ${findings.join('; ')}. ` +
        'A production start (NODE_ENV=production) refuses to run with it: use a database without the demo data.',
    );
    this.name = 'DemoDataInProductionError';
  }
}

/** Distinct stored hashes checked with the published password at most: the demo seed writes one. */
const maxHashesChecked = 5;

/**
 * Accounts the published demo password still opens. Each demo account's hash has the published salt
 * (security/published-demo-password.ts), kept however its user id is renamed and lost when its password is changed;
 * the partial index holding only those rows makes this one index look-up on a database of any size, and the
 * published password is tried once per distinct hash found (one scrypt; none on a real database).
 */
async function accountsOpenedByDemoPassword(db: Database): Promise<number> {
  const found = await db
    .select({ passwordHash: accounts.passwordHash, total: count() })
    .from(accounts)
    .where(hasPublishedDemoSalt(accounts.passwordHash))
    .groupBy(accounts.passwordHash)
    .limit(maxHashesChecked);
  let opened = 0;
  for (const { passwordHash, total } of found) if (await verifyPassword(demoPassword, passwordHash)) opened += total;
  return opened;
}

const thumbprintOf = async (jwk: unknown): Promise<string | undefined> => {
  try {
    return await calculateJwkThumbprint(jwk as JWK, 'sha256');
  } catch {
    return undefined; // not a key a JWT could be verified with
  }
};

/** Active client systems whose key set holds the sandbox's published key, compared by RFC 7638 thumbprint (kid, alg and member order do not matter). */
async function systemsTrustingSandboxKey(db: Database): Promise<string[]> {
  const sandboxThumbprint = await calculateJwkThumbprint(sandboxPublicJwk() as JWK, 'sha256');
  const systems = await db.select({ clientId: clientSystems.clientId, jwks: clientSystems.jwks }).from(clientSystems).where(isNull(clientSystems.revokedAt));
  const trusting: string[] = [];
  for (const system of systems) {
    const thumbprints = await Promise.all((system.jwks.keys ?? []).map(thumbprintOf));
    if (thumbprints.includes(sandboxThumbprint)) trusting.push(system.clientId);
  }
  return trusting;
}

/**
 * Refuses a production start on a database holding demo data, however it was renamed (issue 30 §7): accounts the
 * published password opens, accounts still at the demo's e-mail domain, client systems trusting the sandbox's key.
 */
export async function refuseDemoDataInProduction(db: Database): Promise<void> {
  const [opened, [atDemoDomain], trusting] = await Promise.all([
    accountsOpenedByDemoPassword(db),
    db
      .select({ total: count() })
      .from(accounts)
      .where(like(accounts.email, `%@${demoEmailDomain}`)),
    systemsTrustingSandboxKey(db),
  ]);
  const findings = [
    ...(opened > 0 ? [`${opened} account(s) open with the published demo password`] : []),
    ...((atDemoDomain?.total ?? 0) > 0 ? [`${atDemoDomain?.total} demo account(s) (user ids at @${demoEmailDomain})`] : []),
    ...(trusting.length > 0 ? [`client system(s) ${trusting.join(', ')} trust the sandbox's published key (demo/sandbox-client-key.ts)`] : []),
  ];
  if (findings.length > 0) throw new DemoDataInProductionError(findings);
}
