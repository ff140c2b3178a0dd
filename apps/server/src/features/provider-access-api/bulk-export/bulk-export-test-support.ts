import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Clock } from '../../../clock.js';
import type { Executor } from '../../../db/client.js';
import { selectRows } from '../../../db/client.js';
import { registerTestClientSystem, type TestClientSystem } from '../../../test/client-system-test-support.js';
import { bearer, testPortalBaseUrl } from '../../../test/test-app.js';

/** Bulk export tests drive the worker themselves: no worker runs on its own. */
export const bulkExportTestEnv = { BULK_EXPORT_INTERVAL_SECONDS: '0', FHIR_NOTIFICATION_INTERVAL_SECONDS: '0' };

/** A Group of the client system holding these members, written directly (the Groups' own routes are issue 33 item 1's). */
export async function createTestGroup(
  db: Executor,
  clientSystemId: number,
  qhids: readonly number[],
  options: { expiresAt?: Date; now: Date },
): Promise<string> {
  const id = randomUUID();
  await db.execute(sql`insert into provider_access_groups (id, client_system_id, kind, created_at, refreshed_at, expires_at, member_count)
    values (${id}, ${clientSystemId}, 'matched', ${options.now.toISOString()}, ${options.now.toISOString()}, ${options.expiresAt?.toISOString() ?? null}, ${qhids.length})`);
  if (qhids.length > 0)
    await db.execute(sql`insert into provider_access_group_members (group_id, qhid, provider_npi)
      select ${id}, qhid, '1000000004' from unnest(${`{${qhids.join(',')}}`}::int[]) as qhid`);
  return id;
}

/** Seeded members, in qhid order, and which of them are in a secure group (never exported). */
export async function seededMembers(db: Executor): Promise<{ qhid: number; isSecure: boolean }[]> {
  return selectRows(db, sql`select m.qhid, g.is_secure as "isSecure" from members m join groups g on g.id = m.group_id order by m.qhid`);
}

export interface ExportClient {
  client: TestClientSystem;
  readonly token: string;
  /** A new access token (the test clock moved past the last one's 5 minutes). */
  renewToken(): Promise<void>;
  kickOff(groupId: string, query?: string, options?: { operation?: string; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  remove(url: string): Promise<LightMyRequestResponse>;
}

/** A URL the app answered (absolute, under the test portal's base) as the path `app.inject` takes. */
export const pathOf = (url: string) => {
  expect(url.startsWith(testPortalBaseUrl)).toBe(true);
  return url.slice(testPortalBaseUrl.length);
};

export async function exportClient(
  app: FastifyInstance,
  options: { npis?: string[]; name?: string; scopes?: string[]; clock?: Clock } = {},
): Promise<ExportClient> {
  const client = await registerTestClientSystem(app, {
    npis: options.npis ?? ['1000000004'],
    ...(options.name ? { name: options.name } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const scope = options.scopes?.join(' ');
  let token = await client.accessToken(scope);
  return {
    client,
    get token() {
      return token;
    },
    async renewToken() {
      token = await client.accessToken(scope);
    },
    kickOff: (groupId, query = '', kickOffOptions = {}) =>
      app.inject({
        method: 'GET',
        url: `/fhir/Group/${groupId}/$${kickOffOptions.operation ?? 'export'}${query ? `?${query}` : ''}`,
        headers: { ...bearer(token), accept: 'application/fhir+json', prefer: 'respond-async', ...kickOffOptions.headers },
      }),
    get: (url, headers = {}) => app.inject({ method: 'GET', url: pathOf(url), headers: { ...bearer(token), ...headers } }),
    remove: (url) => app.inject({ method: 'DELETE', url: pathOf(url), headers: bearer(token) }),
  };
}

export interface Manifest {
  transactionTime: string;
  request: string;
  requiresAccessToken: boolean;
  output: { type: string; url: string; count: number }[];
  error: { type: string; url: string; count: number }[];
}

/** Downloads every file of a manifest, checking each line is a resource of its file's type and the count matches. */
export async function downloadAll(exporter: ExportClient, manifest: Manifest): Promise<Map<string, Record<string, unknown>[]>> {
  const byType = new Map<string, Record<string, unknown>[]>();
  for (const file of manifest.output) {
    const response = await exporter.get(file.url, { accept: 'application/fhir+ndjson' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/fhir+ndjson');
    const lines = response.body.split('\n');
    expect(lines.pop()).toBe('');
    const resources = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(resources.length).toBe(file.count);
    for (const resource of resources) expect(resource.resourceType).toBe(file.type);
    byType.set(file.type, [...(byType.get(file.type) ?? []), ...resources]);
  }
  return byType;
}
