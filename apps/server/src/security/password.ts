import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordWorkGate } from './password-work-gate.js';

/**
 * scrypt with a per-password salt (architecture: passwords). Node runs scrypt on the libuv thread pool, so
 * hashing stays off the event loop. The cost is stored with each hash: raising it later keeps old hashes valid.
 * Format: scrypt$<logN>$<r>$<p>$<salt b64>$<hash b64>.
 */
const blockSize = 8;
const parallelization = 1;
const keyLength = 64;

/** Every hash passes the process's gate: a burst is answered busy (503) instead of queueing without bound. */
function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return passwordWorkGate.submit(
    () =>
      new Promise((resolvePromise, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolvePromise(key)));
      }),
  );
}

function costOptions(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  // scrypt needs 128·N·r bytes; leave headroom over Node's 32 MiB default.
  return { N, r, p, maxmem: 256 * N * r };
}

/** `salt` is random unless given: only the demo seed gives one (its published salt, published-demo-password.ts). */
export async function hashPassword(password: string, logN: number, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt, costOptions(logN, blockSize, parallelization));
  return ['scrypt', logN, blockSize, parallelization, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), costOptions(Number(logN), Number(r), Number(p)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash that matches no password, used to spend the same time on unknown user ids. */
export const unusablePasswordHash = `scrypt$17$8$1$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(64).toString('base64')}`;
