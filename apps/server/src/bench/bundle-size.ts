import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface PageJavaScript {
  files: string[];
  gzipBytes: number;
}

/** A page of the web app by the source modules whose lazy chunks its route loads before it is usable. */
export interface PageModules {
  name: string;
  modules: readonly RegExp[];
}

/**
 * The shell (header, menus, footer) every page with the layout loads with its own chunk, and the idle watcher every
 * signed-in page loads (app/root-layout.tsx).
 */
const shell = /src\/app\/shell\/app-shell-layout\.tsx$/;
const idleWatcher = /src\/app\/idle-watcher\.tsx$/;
/** Site Administration holds the review queue and loads a review item and the operations dashboard (app/routes/admin-route.tsx). */
const administration = /src\/app\/routes\/admin-route\.tsx$/;

export const loginPage: PageModules = { name: 'Login', modules: [/src\/features\/session\/login-page\.tsx$/] };

/** The main pages behind Login, each with the shell; a first load of one is the entry, the shell and its chunks. */
export const signedInPages: readonly PageModules[] = [
  { name: 'Home', modules: [shell, idleWatcher, /src\/app\/routes\/home-route\.tsx$/] },
  { name: 'Benefits Lookup', modules: [shell, idleWatcher, /src\/features\/benefits\/benefits-lookup-page\.tsx$/] },
  { name: 'Submit Authorizations (patient search)', modules: [shell, idleWatcher, /src\/features\/submit-authorization\/submit-authorizations-page\.tsx$/] },
  // The wizard at its first step, once a patient is chosen: the page loads it then, and each later step when reached.
  {
    name: 'Submit Authorizations (wizard)',
    modules: [
      shell,
      idleWatcher,
      /src\/features\/submit-authorization\/submit-authorizations-page\.tsx$/,
      /src\/features\/submit-authorization\/authorization-wizard\.tsx$/,
    ],
  },
  { name: 'Manage Authorizations', modules: [shell, idleWatcher, /src\/features\/authorizations\/manage-authorizations-page\.tsx$/] },
  // One authorization, by its address or opened from a list: a route of its own (issue 35).
  { name: 'An authorization (Manage Authorizations)', modules: [shell, idleWatcher, /src\/features\/authorizations\/authorization-page\.tsx$/] },
  { name: 'View Claims', modules: [shell, idleWatcher, /src\/features\/claims\/view-claims-page\.tsx$/] },
  { name: 'Review queue', modules: [shell, idleWatcher, administration] },
  // A review item, by its address or opened from the queue: the area loads it when opened (issue 35).
  { name: 'A review item', modules: [shell, idleWatcher, administration, /src\/features\/review\/review-item-page\.tsx$/] },
  { name: 'Operations dashboard', modules: [shell, idleWatcher, administration, /src\/features\/operations\/operations-page\.tsx$/] },
  { name: 'Prior Authorization Metrics', modules: [shell, idleWatcher, /src\/features\/metrics\/prior-authorization-metrics-page\.tsx$/] },
];

/** The scripts index.html names: the entry and every chunk it tells the browser to preload. */
function scriptsOfIndexHtml(webDist: string): string[] {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+\.js)"/g)];
  return scripts.map((match) => match[1] as string);
}

/**
 * Gzip size of the JavaScript a browser loads to make a page usable: every script of index.html (the entry and its
 * modulepreloads), the entry's static imports, and the lazy chunk of each of the page's modules with their static
 * imports, read from Vite's build manifest. A chunk a page only imports dynamically (loaded when something is opened)
 * is not counted; a chunk several of them share is counted once.
 */
export function pageJavaScript(webDist: string, modules: readonly RegExp[]): PageJavaScript {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>(scriptsOfIndexHtml(webDist));
  const visited = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('Could not find the entry in the Vite manifest.');
  visit(entry);
  for (const module of modules) {
    const key = Object.keys(manifest).find((candidate) => module.test(candidate));
    if (!key) throw new Error(`Could not find ${module.source} in the Vite manifest.`);
    visit(key);
  }
  const javaScript = [...files].filter((file) => file.endsWith('.js'));
  const gzipBytes = javaScript.reduce((total, file) => total + gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length, 0);
  return { files: javaScript, gzipBytes };
}

/** The Login page's JavaScript (the bench's target: 150 KB gzip). */
export function loginPageJavaScript(webDist: string): PageJavaScript {
  return pageJavaScript(webDist, loginPage.modules);
}
