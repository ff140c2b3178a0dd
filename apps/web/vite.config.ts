/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, parseSync, type Plugin, Visitor } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Top-level schema constructions in packages/contracts: `z.*` calls and schemas derived from other schemas. */
const zodSchemaBuilders = ['z', 'CurrentUserSchema', 'TrackingMemberParamsSchema'];

const contractsEntry = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));

/**
 * React Router's package points every import condition at its development build; the production build beside it
 * differs only in leaving out the development warnings, which the minifier then drops. The build uses it.
 */
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

/** The browser's session and API client and the plain contracts every page reads, in one chunk. */
const appCore =
  /[\\/]apps[\\/]web[\\/]src[\\/](api[\\/](http-client|form-error-message)|session[\\/](current-user-store|browser-storage|flow-storage|return-address|use-current-user)|ui[\\/]toasts)|[\\/]packages[\\/]contracts[\\/]src[\\/](constants|routes|resource-keys|brand-defaults|login-access|landing-path|login-messages|tracking-endpoints|endpoint|roles|auth-headers|api-paths)\.ts$/;

/**
 * The Mantine pieces of every form (the Login page's among them) in one chunk rather than some twenty small ones:
 * each small file costs a request and compresses worse on its own.
 */
const formControls =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](components[\\/](Input|InputBase|TextInput|PasswordInput|Checkbox|ActionIcon|CloseButton|Alert|Loader|Transition|Group|Paper|Container|Center|Anchor|UnstyledButton|Stack)[\\/]|core[\\/]factory[\\/]|core[\\/]utils[\\/]create-safe-context)/;

/**
 * The overlays every signed-in page loads with the shell (its menus, the terms dialog): Mantine's modal, popover and
 * scroll area, floating-ui and the scroll lock, in one chunk rather than some fifteen small ones that compress worse
 * apart.
 */
const shellOverlays =
  /[\\/]node_modules[\\/](@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce)[\\/]|[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Modal|ModalBase|Popover|ScrollArea|FocusTrap|Portal|Overlay|NavLink|VisuallyHidden|Menu|Combobox)[\\/]/;

/**
 * The browser calls an endpoint by its method, path and access (`callEndpoint`); its schemas serve the server, which
 * validates with them, and the types, which are erased. Left out of the browser's copy of the definitions in
 * contracts' `*-endpoints.ts`, they no longer pull zod into pages that parse nothing: the Login page, whose calls are
 * all endpoints, stays within its JavaScript target (170 KB gzip). Applied in the web tests too, so a browser module
 * that reads a schema from an endpoint fails there; one that needs a schema imports it by name.
 */
function endpointSchemasLeftOut(): Plugin {
  const schemaKeys = new Set(['params', 'query', 'body', 'headers', 'response']);
  return {
    name: 'endpoint-schemas-left-out',
    transform: {
      filter: { id: /[\\/]packages[\\/]contracts[\\/]src[\\/][\w-]+-endpoints\.ts$/ },
      handler(code, id) {
        const replacements: Array<{ start: number; end: number; text: string }> = [];
        const visitor = new Visitor({
          CallExpression(call) {
            const [definition] = call.arguments;
            if (call.callee.type !== 'Identifier' || call.callee.name !== 'endpoint' || definition?.type !== 'ObjectExpression') return;
            const kept = definition.properties.filter(
              (property) =>
                !(property.type === 'Property' && property.key.type === 'Identifier' && schemaKeys.has(property.key.name) && property.value.type !== 'Literal'),
            );
            const text = `{ ${kept.map((property) => code.slice(property.start, property.end)).join(', ')} }`;
            replacements.push({ start: definition.start, end: definition.end, text });
          },
        });
        visitor.visit(parseSync(id, code).program);
        let result = code;
        for (const { start, end, text } of replacements.sort((first, second) => second.start - first.start))
          result = result.slice(0, start) + text + result.slice(end);
        return { code: result, map: null };
      },
    },
  };
}

/**
 * Every top-level constant of contracts is built without side effects (the package says so: `"sideEffects": false`),
 * but a bundler cannot prove it of a call chain such as `z.string().trim().min(1, message)` or `Schema.pick({…})`,
 * so it kept every such schema in the chunk of any page that imported its module for something else (the Login page
 * carried the appeal, settings and review schemas, and zod with them). Each initialiser is wrapped in an IIFE marked
 * pure: the bundler then drops a constant no page reads.
 */
function contractsConstantsPure(): Plugin {
  const keptAsIs = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression', 'Literal', 'Identifier', 'TemplateLiteral']);
  return {
    name: 'contracts-constants-pure',
    transform: {
      filter: { id: /[\\/]packages[\\/]contracts[\\/]src[\\/][\w-]+\.ts$/ },
      handler(code, id) {
        const initialisers: Array<{ start: number; end: number }> = [];
        for (const statement of parseSync(id, code).program.body) {
          const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
          for (const declarator of declaration.declarations)
            if (declarator.init && !keptAsIs.has(declarator.init.type)) initialisers.push({ start: declarator.init.start, end: declarator.init.end });
        }
        let result = code;
        for (const { start, end } of initialisers.sort((first, second) => second.start - first.start))
          result = `${result.slice(0, start)}/* @__PURE__ */ (() => (${result.slice(start, end)}))()${result.slice(end)}`;
        return { code: result, map: null };
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  // Brotli and gzip copies of every asset, made once at build and sent by the server to browsers that accept them.
  plugins: [react(), endpointSchemasLeftOut(), contractsConstantsPure(), compression({ threshold: 1024 })],
  resolve: { alias: { '@portal/contracts': contractsEntry, ...(command === 'build' ? { 'react-router': reactRouterProduction } : {}) } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's benchmark reads the manifest to measure the JavaScript of the Login page.
    manifest: true,
    // Every browser the portal supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The contracts mix plain data (routes, messages, constants) with zod schemas in the same modules. Declaring
      // schema construction pure lets unused schemas drop out, so pages that need no schema do not ship zod.
      treeshake: { manualPureFunctions: zodSchemaBuilders },
      output: {
        codeSplitting: {
          groups: [
            { name: 'form-controls', test: formControls },
            { name: 'shell-overlays', test: shellOverlays },
            { name: 'query', test: /[\\/]@tanstack[\\/]/ },
            { name: 'app-core', test: appCore },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
  },
}));
