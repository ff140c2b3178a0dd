/**
 * The Provider Access API's Bulk Data export under the issue 33 targets: a Group of 10,000 members of the seeded
 * data set (claims and authorizations as seeded) exported by the demo's EHR Sandbox client through HTTP, end to end
 * from the kick-off to the last file downloaded (≥ 5,000 resources/s), its status polled while it runs (p95 ≤ 20 ms)
 * and the server's resident memory watched (growth < 100 MB). The Group's rows are written directly (it measures the
 * export, not the match), so it needs the server's PostgreSQL (DATABASE_URL); it may run any number of times on one
 * database: the Group is kept and reused, an export left running by a stopped run is cancelled first.
 */
import { readFileSync } from 'node:fs';
import { clientAssertionType, exportTypeScope, fhirPaths, matchedGroupDays, providerAccessExportTypes } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows } from '../db/client.js';
import { sandboxClientId, signSandboxJwt } from '../demo/sandbox-client-key.js';
import { registerSandboxClientSystem } from '../demo/sandbox-client-system.js';
import { percentile } from './latency-load.js';

/** A fixed id in the form the server gives Groups (a UUID), so every run exports the same Group. */
const groupId = 'b3e4c0de-0033-4000-8000-00000000b33c';
const groupMembers = Number(process.env.BENCH_EXPORT_MEMBERS ?? 10_000);
const targets = { resourcesPerSecond: 5_000, pollP95Ms: 20, rssGrowthMb: 100 };
const pollEveryMs = 100;
const exportScopes = ['system/Group.r', ...providerAccessExportTypes.map(exportTypeScope)];

/** A process's resident set size in MB (Linux /proc), or NaN where there is none. */
function processRssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('VmRSS:'));
    return Number(line?.replace(/\D+/g, '')) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The server's resident set size in MB: the process and the server processes it forked (SERVER_PROCESSES). */
function rssMb(pid: number): number {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // no children file: the process alone
  }
  return [pid, ...children].reduce((total, each) => total + processRssMb(each), 0);
}

/** The sandbox client with the export's scopes, and its Group of `groupMembers` shared members spread over the data set. */
async function prepare(url: string): Promise<number> {
  const handle = openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    return await handle.db.transaction(async (tx) => {
      const now = new Date();
      await registerSandboxClientSystem(tx, now);
      // A sandbox registered before the Provider Access scopes existed is allowed them here.
      const [client] = await selectRows<{ id: number }>(
        tx,
        sql`update client_systems set scopes = array(select distinct unnest(scopes || ${`{${exportScopes.join(',')}}`}::text[]))
            where client_id = ${sandboxClientId} returning id`,
      );
      if (!client) throw new Error('The sandbox client system is not registered.');
      await tx.execute(sql`update bulk_exports set status = 'cancelled' where group_id = ${groupId} and status = 'in-progress'`);
      // A matched Group (v2, what a practice's $provider-member-match of its panel answers): the attribution job
      // neither refreshes nor replaces it, so each run exports the same members.
      const expiresAt = new Date(now.getTime() + matchedGroupDays * 86_400_000).toISOString();
      await tx.execute(sql`insert into provider_access_groups (id, client_system_id, kind, created_at, refreshed_at, expires_at, member_count)
        values (${groupId}, ${client.id}, 'matched', ${now.toISOString()}, ${now.toISOString()}, ${expiresAt}, 0)
        on conflict (id) do update set client_system_id = excluded.client_system_id, kind = 'matched', expires_at = excluded.expires_at`);
      const [{ count: total } = { count: 0 }] = await selectRows<{ count: number }>(tx, sql`select count(*)::int as count from members`);
      const step = Math.max(1, Math.floor(total / groupMembers));
      await tx.execute(sql`delete from provider_access_group_members where group_id = ${groupId}`);
      await tx.execute(sql`insert into provider_access_group_members (group_id, qhid, provider_npi)
        select ${groupId}, m.qhid, '1000000004' from members m join groups g on g.id = m.group_id
        where not g.is_secure and m.sandbox_client_system_id is null and m.qhid % ${step} = 0
        order by m.qhid limit ${groupMembers}`);
      const [{ count } = { count: 0 }] = await selectRows<{ count: number }>(
        tx,
        sql`update provider_access_groups set member_count = (select count(*) from provider_access_group_members where group_id = ${groupId})
            where id = ${groupId} returning member_count as count`,
      );
      return count;
    });
  } finally {
    await handle.close();
  }
}

async function token(base: string): Promise<string> {
  const tokenUrl = `${base}${fhirPaths.token}`;
  const response = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: exportScopes.join(' '),
      client_assertion_type: clientAssertionType,
      client_assertion: await signSandboxJwt(tokenUrl),
    }),
  });
  if (!response.ok) throw new Error(`The token endpoint answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Downloads one file as a stream, counting its lines and checking the first is a resource of its type. */
async function download(url: string, headers: Record<string, string>, type: string): Promise<{ lines: number; bytes: number }> {
  const response = await fetch(url, { headers: { ...headers, accept: 'application/fhir+ndjson' } });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  let head = '';
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    if (head.length < 200) head += Buffer.from(chunk).toString('utf8', 0, Math.min(chunk.length, 200));
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  if (!head.startsWith(`{"resourceType":"${type}"`)) throw new Error(`${url} does not hold ${type} resources.`);
  return { lines, bytes };
}

type Manifest = { output: { type: string; url: string; count: number }[]; error: unknown[] };

export async function benchProviderAccess(base: string, serverPid: number | undefined): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('\nProvider Access export: skipped (the Group is written into the server\u2019s database: set DATABASE_URL)');
    return;
  }
  const members = await prepare(url);
  const headers = { authorization: `Bearer ${await token(base)}` };
  const pid = serverPid ?? Number.NaN;
  console.log(`\nProvider Access Bulk Data export (PostgreSQL): a Group of ${members.toLocaleString('en-US')} members, the sandbox client, every type`);

  const rssStart = rssMb(pid);
  let rssPeak = rssStart;
  const startedAt = performance.now();
  const kickOff = await fetch(`${base}${fhirPaths.base}/Group/${groupId}/$davinci-data-export`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/fhir+json', accept: 'application/fhir+json', prefer: 'respond-async' },
    body: JSON.stringify({ resourceType: 'Parameters', parameter: [{ name: '_outputFormat', valueString: 'application/fhir+ndjson' }] }),
  });
  const location = kickOff.headers.get('content-location');
  if (kickOff.status !== 202 || !location) throw new Error(`The kick-off answered ${kickOff.status}: ${await kickOff.text()}`);

  const pollTimes: number[] = [];
  let failedPolls = 0;
  let manifest: Manifest | undefined;
  while (!manifest) {
    const sentAt = performance.now();
    const status = await fetch(location, { headers });
    const body = await status.text();
    const elapsed = performance.now() - sentAt;
    rssPeak = Math.max(rssPeak, rssMb(pid));
    if (status.status === 202) pollTimes.push(elapsed);
    else if (status.status === 200) manifest = JSON.parse(body) as Manifest;
    else if (status.status >= 500 && body.includes('OperationOutcome')) throw new Error(`The export failed: ${body}`);
    else failedPolls += 1;
    if (!manifest) await new Promise((resolve) => setTimeout(resolve, pollEveryMs));
  }
  let resources = 0;
  let bytes = 0;
  // Four downloads at a time, as a client fetching a manifest's files would.
  const queue = [...manifest.output];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const got = await download(file.url, headers, file.type);
        if (got.lines !== file.count) throw new Error(`${file.url}: ${got.lines} lines, the manifest says ${file.count}.`);
        resources += got.lines;
        bytes += got.bytes;
        rssPeak = Math.max(rssPeak, rssMb(pid));
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const rssEnd = rssMb(pid);
  rssPeak = Math.max(rssPeak, rssEnd);
  await fetch(location, { method: 'DELETE', headers });

  const perSecond = resources / seconds;
  const byType = new Map<string, number>();
  for (const file of manifest.output) byType.set(file.type, (byType.get(file.type) ?? 0) + file.count);
  const pollP95 = percentile(
    [...pollTimes].sort((a, b) => a - b),
    0.95,
  );
  const growth = rssPeak - rssStart;
  console.log(
    `${resources.toLocaleString('en-US')} resources (${[...byType].map(([type, count]) => `${type} ${count}`).join(', ')}) in ${manifest.output.length} files, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB, in ${seconds.toFixed(1)} s: ${perSecond.toFixed(0)} resources/s`,
  );
  console.log(`Status polls while running: ${pollTimes.length}, p95 ${pollP95.toFixed(1)} ms${failedPolls ? ` (${failedPolls} failed)` : ''}`);
  console.log(`Server RSS: ${rssStart.toFixed(0)} MB at the kick-off, peak ${rssPeak.toFixed(0)} MB, ${rssEnd.toFixed(0)} MB at the end`);
  console.log(
    `Target: ≥ ${targets.resourcesPerSecond} resources/s end to end: ${perSecond >= targets.resourcesPerSecond ? 'met' : 'MISSED'} (${perSecond.toFixed(0)})`,
  );
  console.log(
    `Target: status poll p95 ≤ ${targets.pollP95Ms} ms while running: ${pollTimes.length > 0 && pollP95 <= targets.pollP95Ms && failedPolls === 0 ? 'met' : 'MISSED'} (${pollP95.toFixed(1)} ms over ${pollTimes.length})`,
  );
  console.log(
    `Target: server RSS growth < ${targets.rssGrowthMb} MB (peak over start): ${growth < targets.rssGrowthMb ? 'met' : 'MISSED'} (${growth.toFixed(0)} MB)`,
  );
}
