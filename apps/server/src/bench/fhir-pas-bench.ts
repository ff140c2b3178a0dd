/**
 * The Da Vinci PAS API under load (issue 20 bench): `Claim/$submit` of the guide's referral example at 20
 * connections (p95 target 150 ms), each a new submission (its own Bundle.identifier, so none is a replay), and
 * `Claim/$inquire` about requests submitted before, each naming its authorization number (p95 target 50 ms), as the
 * demo's EHR Sandbox client with a token from the real token endpoint.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import { clientAssertionType, fhirPaths } from '@portal/contracts';
import { signSandboxJwt } from '../demo/sandbox-client-key.js';
import { benchConnections, figureOf, latencyLine, loadWithLatencies, measuredP95, type RouteFigure } from './latency-load.js';

const submitTargetP95Ms = 150;
const inquireTargetP95Ms = 50;
/** Requests submitted before the inquiries, each inquired about in turn. */
const inquiredRequests = 40;

export type Json = { [key: string]: unknown };
const examplesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/fhir/pas-examples/ig-2.2.1');

export async function sandboxToken(base: string): Promise<string> {
  const tokenUrl = `${base}${fhirPaths.token}`;
  const assertion = await signSandboxJwt(tokenUrl);
  const response = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'system/Claim.c system/Claim.r',
      client_assertion_type: clientAssertionType,
      client_assertion: assertion,
    }),
  });
  if (!response.ok) throw new Error(`The token endpoint answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const withIdentifier = (bundle: Json, value: string): Json => ({ ...bundle, identifier: { system: 'urn:bench:pas', value } });

/**
 * The text of `bundleWith(value)` for any value, serialized once: each request's body is then a join, not a clone and a
 * serialization of 24 KB, which took the load generator about 0.3 ms of the cores the server shares with it.
 */
export function bodyWithIdentifier(bundleWith: (value: string) => Json): (value: string) => string {
  const marker = JSON.stringify('bench-identifier-value');
  const [head, tail, ...rest] = JSON.stringify(bundleWith(JSON.parse(marker) as string)).split(marker);
  if (tail === undefined || rest.length > 0) throw new Error('The bundle should hold the identifier value exactly once.');
  return (value) => `${head}${JSON.stringify(value)}${tail}`;
}

/** The inquiry the guide shows, about one earlier request: the referral's own Claim naming its authorization number. */
export function inquiryAbout(referral: Json, authorizationNumber: string, value: string): Json {
  const bundle = structuredClone(withIdentifier(referral, value)) as { entry: { resource: { item: { extension?: Json[] }[] } }[] };
  for (const item of bundle.entry[0]?.resource.item ?? []) {
    item.extension = [
      ...(item.extension ?? []).filter((extension) => !String(extension.url).endsWith('extension-authorizationNumber')),
      { url: 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/extension-authorizationNumber', valueString: authorizationNumber },
    ];
  }
  return bundle as unknown as Json;
}

/** The guide's referral example, when ../shared/fhir/pas-examples is there. */
export function referralExample(): Json | undefined {
  const file = join(examplesDir, 'Bundle-ReferralAuthorizationBundleExample.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Json) : undefined;
}

export async function benchFhirPas(base: string, durationSeconds: number, dataSet: string): Promise<RouteFigure[]> {
  const referral = referralExample();
  if (!referral) {
    console.log('PAS $submit and $inquire: skipped (../shared/fhir/pas-examples is not there)');
    return [];
  }
  const token = await sandboxToken(base);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' };
  const run = randomUUID().slice(0, 8);
  let sent = 0;
  const referralWith = bodyWithIdentifier((value) => withIdentifier(referral, value));
  const submit: autocannon.Request = {
    method: 'POST',
    path: '/fhir/Claim/$submit',
    setupRequest: (request) => ({ ...request, body: referralWith(`${run}-${++sent}`) }),
  };
  const submitted = await loadWithLatencies('POST /fhir/Claim/$submit', base, headers, [submit], durationSeconds);
  console.log(latencyLine(submitted, `   (${sent} submitted)`));
  console.log(
    `Target: $submit p95 ≤ ${submitTargetP95Ms} ms at ${benchConnections} connections over ${dataSet}: ${submitted.p95Ms <= submitTargetP95Ms && submitted.failures === 0 ? 'met' : 'MISSED'} ${measuredP95(submitted)}`,
  );

  const numbers: string[] = [];
  for (let index = 0; index < inquiredRequests; index += 1) {
    const response = await fetch(`${base}/fhir/Claim/$submit`, {
      method: 'POST',
      headers,
      body: JSON.stringify(withIdentifier(referral, `${run}-inquired-${index}`)),
    });
    const answer = (await response.json()) as { entry: { resource: { preAuthRef?: string } }[] };
    const number = answer.entry[0]?.resource.preAuthRef;
    if (!response.ok || !number) throw new Error(`$submit answered ${response.status} without an authorization number.`);
    numbers.push(number);
  }
  let asked = 0;
  const inquiriesWith = numbers.map((number) => bodyWithIdentifier((value) => inquiryAbout(referral, number, value)));
  const inquire: autocannon.Request = {
    method: 'POST',
    path: '/fhir/Claim/$inquire',
    setupRequest: (request) => {
      const inquiryWith = inquiriesWith[asked % inquiriesWith.length] as (value: string) => string;
      return { ...request, body: inquiryWith(`${run}-inquiry-${++asked}`) };
    },
  };
  const inquired = await loadWithLatencies('POST /fhir/Claim/$inquire', base, headers, [inquire], durationSeconds);
  console.log(latencyLine(inquired));
  console.log(
    `Target: $inquire p95 ≤ ${inquireTargetP95Ms} ms at ${benchConnections} connections over ${dataSet}: ${inquired.p95Ms <= inquireTargetP95Ms && inquired.failures === 0 ? 'met' : 'MISSED'} ${measuredP95(inquired)}`,
  );
  return [figureOf(submitted, 'write', '$submit'), figureOf(inquired, 'read', '$inquire')];
}
