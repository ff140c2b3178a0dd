import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Gzip size of the JavaScript a browser loads to show the Login page: the entry chunk, its static imports, and the
 * lazy chunk of the login page with its static imports (read from Vite's build manifest).
 */
export function loginPageJavaScript(webDist: string, loginPageModule: RegExp): { files: string[]; gzipBytes: number } {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loginPage = Object.keys(manifest).find((key) => loginPageModule.test(key));
  if (!entry || !loginPage) throw new Error('Could not find the entry or the login page in the Vite manifest.');
  visit(entry);
  visit(loginPage);
  const javaScript = [...files].filter((file) => file.endsWith('.js'));
  const gzipBytes = javaScript.reduce((total, file) => total + gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length, 0);
  return { files: javaScript, gzipBytes };
}
