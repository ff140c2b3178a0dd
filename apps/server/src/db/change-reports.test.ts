import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { listenForChangeReports } from './change-reports.js';

/** The reports as the database would deliver them, and what the handlers were told. */
async function listening() {
  const told: string[] = [];
  const warnings: string[] = [];
  let deliver: (payload: string) => void = () => undefined;
  let reconnect: () => void = () => undefined;
  const database = {
    listen: async (_channel: string, onNotification: (payload: string) => void, onReconnect: () => void) => {
      deliver = onNotification;
      reconnect = onReconnect;
      return async () => undefined;
    },
  };
  const log = { warn: (_details: unknown, message: string) => warnings.push(message) } as unknown as FastifyBaseLogger;
  await listenForChangeReports(
    database,
    {
      channel: 'test_changes',
      kept: 'the test cache',
      forget: {
        row: (key) => {
          if (key === 'unreadable') return false;
          told.push(`row ${key}`);
        },
      },
      forgetAll: () => told.push('all'),
    },
    log,
  );
  return { told, warnings, deliver: (payload: string) => deliver(payload), reconnect: () => reconnect() };
}

describe('listenForChangeReports', () => {
  it('hands a report to the forgetter of its kind, with the rest of the payload as its key', async () => {
    const reports = await listening();
    reports.deliver('row:a:b');
    expect(reports.told).toEqual(['row a:b']);
    expect(reports.warnings).toEqual([]);
  });

  it('forgets everything, and says so, for a report it cannot read or after the connection was lost', async () => {
    const reports = await listening();
    for (const payload of ['other:1', 'row', ':1', 'row:unreadable', 'toString:1']) reports.deliver(payload);
    reports.reconnect();
    expect(reports.told).toEqual(['all', 'all', 'all', 'all', 'all', 'all']);
    expect(reports.warnings).toHaveLength(6);
    expect(reports.warnings[0]).toBe('Unknown change reported; the test cache is cleared');
  });
});
