#!/usr/bin/env node
// `npm start`: build whatever is not built yet, then run the server (which migrates and seeds on first run).
//
// A first start is made quick (issue 35 §2): the contracts and the server are transpiled file by file with esbuild,
// without type checking (`npm run build` and `npm test` type-check), and the web app is built by Vite in a second
// process while this one migrates and seeds the database; the server answers once both are done.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const isBuilt = (output) => existsSync(join(root, output));

/** The TypeScript sources of a workspace into its dist folder, one JavaScript file (and source map) per source. */
async function transpile(workspace) {
  const { build } = await import('esbuild');
  const sourceDir = join(root, workspace, 'src');
  const entryPoints = readdirSync(sourceDir, { recursive: true })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => join(sourceDir, file));
  await build({
    entryPoints,
    outdir: join(root, workspace, 'dist'),
    outbase: sourceDir,
    tsconfig: join(root, workspace, 'tsconfig.json'),
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
  });
}

function buildWebApp() {
  console.log('Building apps/web…');
  const viteBin = join(dirname(createRequire(join(root, 'apps/web/package.json')).resolve('vite/package.json')), 'bin/vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], { cwd: join(root, 'apps/web'), stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The web app's build failed (exit code ${code}).`))));
  });
}

const webAppBuilt = isBuilt('apps/web/dist/index.html') ? Promise.resolve() : buildWebApp();
// Awaited by the server after its database is ready; a failure meanwhile must not end the process unreported.
webAppBuilt.catch(() => undefined);

for (const [workspace, output] of [
  ['packages/contracts', 'packages/contracts/dist/index.js'],
  ['apps/server', 'apps/server/dist/main.js'],
]) {
  if (isBuilt(output)) continue;
  console.log(`Building ${workspace}…`);
  await transpile(workspace);
}

const { startServer } = await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
try {
  await startServer({ webAppBuilt });
} catch (error) {
  console.error(error);
  process.exit(1);
}
