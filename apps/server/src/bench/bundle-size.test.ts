import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginPageJavaScript, pageJavaScript } from './bundle-size.js';

/** A built web app in miniature: index.html, Vite's manifest and chunks of different, known contents. */
const chunks: Record<string, string> = {
  'assets/index.js': 'import "./react.js";import "./preloaded-only.js";'.repeat(40),
  'assets/react.js': 'export const react = "react";'.repeat(300),
  'assets/preloaded-only.js': 'export const hint = 1;'.repeat(50),
  'assets/login-page.js': 'import "./form.js";export const LoginPage = 1;'.repeat(20),
  'assets/form.js': 'export const form = Math.random();'.repeat(70),
  'assets/help-dialog.js': 'export const dialog = "opened on a click";'.repeat(500),
  'assets/app-shell-layout.js': 'import "./form.js";export const shell = 1;'.repeat(30),
  'assets/home-route.js': 'import "./charts.js";export const home = 1;'.repeat(25),
  'assets/charts.js': 'export const charts = [1, 2, 3];'.repeat(900),
};
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
    dynamicImports: ['src/features/session/login-page.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/features/session/login-page.tsx': { file: 'assets/login-page.js', imports: ['_form.js'], dynamicImports: ['_help-dialog.js'] },
  '_form.js': { file: 'assets/form.js' },
  '_help-dialog.js': { file: 'assets/help-dialog.js' },
  'src/app/shell/app-shell-layout.tsx': { file: 'assets/app-shell-layout.js', imports: ['_form.js'] },
  'src/app/routes/home-route.tsx': { file: 'assets/home-route.js', imports: ['_charts.js'] },
  '_charts.js': { file: 'assets/charts.js' },
};
// preloaded-only.js is in no manifest chunk's imports: index.html alone names it, and the browser still loads it.
const indexHtml = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react.js">
<link rel="modulepreload" crossorigin href="/assets/preloaded-only.js">
<link rel="stylesheet" crossorigin href="/assets/index.css">
</head><body><div id="root"></div></body></html>`;

let webDist: string;
const gzipOf = (...files: string[]) => files.reduce((total, file) => total + gzipSync(chunks[file] as string, { level: 9 }).length, 0);

beforeAll(() => {
  webDist = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, '.vite'));
  for (const [file, text] of Object.entries(chunks)) writeFileSync(join(webDist, file), text);
  writeFileSync(join(webDist, 'assets/index.css'), 'body { margin: 0 }'.repeat(100));
  writeFileSync(join(webDist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(webDist, 'index.html'), indexHtml);
});

afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describe('the JavaScript a page loads before it is usable', () => {
  it('counts the Login page: index.html’s scripts and preloads, the entry’s imports, the page’s chunk and its imports', () => {
    const login = loginPageJavaScript(webDist);
    const counted = ['assets/index.js', 'assets/react.js', 'assets/preloaded-only.js', 'assets/login-page.js', 'assets/form.js'];
    expect([...login.files].sort()).toEqual([...counted].sort());
    expect(login.gzipBytes).toBe(gzipOf(...counted));
  });

  it('leaves out what the page only imports dynamically, and the style sheets', () => {
    const login = loginPageJavaScript(webDist);
    expect(login.files).not.toContain('assets/help-dialog.js');
    expect(login.files).not.toContain('assets/index.css');
  });

  it('counts a signed-in page with the shell, a chunk they share once', () => {
    const home = pageJavaScript(webDist, [/src\/app\/shell\/app-shell-layout\.tsx$/, /src\/app\/routes\/home-route\.tsx$/]);
    const counted = [
      'assets/index.js',
      'assets/react.js',
      'assets/preloaded-only.js',
      'assets/app-shell-layout.js',
      'assets/form.js',
      'assets/home-route.js',
      'assets/charts.js',
    ];
    expect([...home.files].sort()).toEqual([...counted].sort());
    expect(home.gzipBytes).toBe(gzipOf(...counted));
  });

  it('refuses a page the manifest does not have, rather than counting nothing', () => {
    expect(() => pageJavaScript(webDist, [/src\/features\/nowhere\/missing-page\.tsx$/])).toThrow(/missing-page/);
  });
});
