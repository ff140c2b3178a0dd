import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sandboxMessages } from '@portal/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { sandboxBundle } from '../../test/sandbox-test-support.js';

/** `npm run sandbox:load -- FILE` as a person runs it: its refusals, before any database is opened. */
const folder = mkdtempSync(join(tmpdir(), 'sandbox-load-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const command = fileURLToPath(new URL('./sandbox-load-command.ts', import.meta.url));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', command, ...args], {
      env: { ...process.env, DATA_DIR: join(folder, 'data'), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('npm run sandbox:load', () => {
  it('refuses in production with the reason, whatever else the configuration lacks', async () => {
    const file = join(folder, 'kit.json');
    writeFileSync(file, JSON.stringify(sandboxBundle()));
    const refused = await run([file], { NODE_ENV: 'production' });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(sandboxMessages.errors.production);
  }, 30_000);

  it('asks for the file, and says a file that is not JSON cannot be read', async () => {
    expect((await run([], { NODE_ENV: 'test' })).stderr.trim()).toBe(sandboxMessages.cli.usage);
    const file = join(folder, 'not-json.json');
    writeFileSync(file, 'not json');
    const unreadable = await run([file], { NODE_ENV: 'test' });
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr.trim()).toBe(sandboxMessages.unreadableFile);
  }, 30_000);
});
