/**
 * The Da Vinci CRD CDS Hooks service under load (issue 21 bench): `POST /cds-services/order-sign-crd` with the
 * guide's order-sign example (AMY BAXTER's two draft orders, patient and coverage prefetched) at 20 connections, p95
 * target 100 ms, as the demo's EHR Sandbox. Every call carries its own JWT: the service accepts a jti once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import { cdsHooksPaths } from '@portal/contracts';
import { signSandboxJwt } from '../demo/sandbox-client-key.js';
import { benchConnections, figureOf, latencyLine, loadWithLatencies, measuredP95, type RouteFigure, warmUpSeconds } from './latency-load.js';

const targetP95Ms = 100;
const servicePath = cdsHooksPaths.service('order-sign-crd');
/**
 * JWTs signed per second of the run: well above what one server process answers (up to about 470 calls a second
 * measured on 2 shared cores), since a run that outpaced them would fail its last calls.
 */
const jwtsPerSecond = 1_000;

const examplesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/fhir/crd-examples/ig-2.2.1');

/**
 * `count` hook JWTs of the sandbox for the service's URL, each with its own jti, signed before the load so that
 * signing (the EHR's work) takes no CPU from the measured calls on a shared machine.
 */
async function signedJwts(audience: string, count: number): Promise<string[]> {
  // One time for all: runs of a few minutes end before these 5-minute JWTs expire.
  const now = new Date();
  return Promise.all(Array.from({ length: count }, () => signSandboxJwt(audience, now)));
}

/**
 * The hook call with the next unused JWT each time. Once they run out the last one is sent again: the service
 * refuses it as a replay (401), so a run that outpaced its JWTs shows as failed rather than measuring refusals.
 */
function hookCalls(body: string, jwts: readonly string[]) {
  let used = 0;
  const request: autocannon.Request = {
    method: 'POST',
    path: servicePath,
    setupRequest: (built) => ({ ...built, body, headers: { ...built.headers, authorization: `Bearer ${jwts[Math.min(used++, jwts.length - 1)]}` } }),
  };
  return { request, ranOut: () => Math.max(0, used - jwts.length) };
}

/** One call checked for what the bench means to measure: a 200 with both orders annotated, AMY found as a member. */
export async function checkAnswer(base: string, body: string): Promise<void> {
  const [jwt] = await signedJwts(`${base}${servicePath}`, 1);
  const response = await fetch(`${base}${servicePath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    body,
  });
  const answer = (await response.json()) as { systemActions?: unknown[] };
  if (response.status !== 200 || answer.systemActions?.length !== 2) {
    throw new Error(`order-sign-crd answered ${response.status} without both orders annotated: ${JSON.stringify(answer).slice(0, 300)}`);
  }
}

/** The guide's order-sign request, when ../shared/fhir/crd-examples is there. */
export function orderSignExample(): string | undefined {
  const file = join(examplesDir, 'CRDServiceRequest.json');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export async function benchFhirCrd(base: string, durationSeconds: number, dataSet: string): Promise<RouteFigure[]> {
  const body = orderSignExample();
  if (!body) {
    console.log('CRD order-sign: skipped (../shared/fhir/crd-examples is not there)');
    return [];
  }
  await checkAnswer(base, body);
  const calls = hookCalls(body, await signedJwts(`${base}${servicePath}`, (warmUpSeconds + durationSeconds) * jwtsPerSecond));
  const load = await loadWithLatencies(`POST ${servicePath}`, base, { 'content-type': 'application/json' }, [calls.request], durationSeconds);
  const ranOut = calls.ranOut();
  console.log(latencyLine(load, ranOut ? `   (JWTs ran out: ${ranOut} calls sent a used one)` : ''));
  console.log(
    `Target: order-sign (guide example) p95 ≤ ${targetP95Ms} ms at ${benchConnections} connections over ${dataSet}: ${load.p95Ms <= targetP95Ms && load.failures === 0 ? 'met' : 'MISSED'} ${measuredP95(load)}`,
  );
  return [figureOf(load, 'read', 'CRD order-sign')];
}
