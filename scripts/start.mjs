#!/usr/bin/env node
// `npm start`: build whatever is not built yet, then run the server (which migrates and seeds on first run).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = {
  'packages/contracts': 'packages/contracts/dist/index.js',
  'apps/web': 'apps/web/dist/index.html',
  'apps/server': 'apps/server/dist/main.js',
};

for (const [workspace, output] of Object.entries(outputs)) {
  if (existsSync(new URL(output, `file://${root}`))) continue;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(new URL('apps/server/dist/main.js', `file://${root}`).href);
