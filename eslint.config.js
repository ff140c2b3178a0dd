import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The layout as the STYLE guide draws it, enforced: each folder is an element; an import (static, dynamic or
 * re-export) from one element into another must be allowed below. A feature of the web app reaches only its own
 * folder (at any depth) and the shared ui/, api/, session/; the app shell composes features. On the server likewise:
 * a feature reaches only its own folder, the core and shared infrastructure; those never reach into a feature.
 */
const typeScriptProjects = ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/contracts/tsconfig.json'];

const webElements = [
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-ui', pattern: 'apps/web/src/ui' },
  { type: 'web-api', pattern: 'apps/web/src/api' },
  { type: 'web-session', pattern: 'apps/web/src/session' },
  { type: 'web-test', pattern: 'apps/web/src/test' },
  { type: 'web-entry', pattern: 'apps/web/src/*.{ts,tsx}', partialMatch: false },
];
/**
 * Shared server infrastructure: what several features need, named by what it is. Like the core, it never reaches
 * into a feature; features import it, the core and contracts, never each other.
 */
const serverSharedFolders = [
  'access', // the member-access and provider-access rules that hold everywhere, and the audit of member reads
  'accounts', // an account's own data: profile reads and writes, its actor, login ids
  'account-flows', // multi-step account flows (registration, recovery, unlock) and account recovery
  'audit', // the audit log, and how an administrator's changes are written to it
  'authorization-records', // the authorization as every door reads it: access-checked reads, list, overview, timeline
  'brand', // the plan's brand: names, colours, logo
  'client-system-auth', // client systems (PAS, CRD, SMART) and how they authenticate
  'clinical-documents', // clinical documents: uploads, content checks, saving, view links, clean-up
  'codes', // the code file import command
  'eligibility', // the core system's member, coverage, network and group reads
  'fhir', // FHIR and CDS Hooks pieces shared by PAS, CRD and subscriptions
  'identity-checks', // throttles of member and identity look-ups
  'observability', // what operators watch: Prometheus metrics, OpenTelemetry traces
  'plugins', // Fastify plugins: authentication, error handling, OpenAPI, route helpers
  'portal-settings', // the portal's settings as every feature reads them
  'scheduling', // recurring jobs: delivery queues, sweeps, clean-ups
  'sessions', // sessions: tokens, guards, cache
  'verification', // verification codes sent by e-mail
];
const serverElements = [
  { type: 'server-feature', pattern: 'apps/server/src/features/*', capture: ['feature'] },
  { type: 'server-core', pattern: 'apps/server/src/(db|adapters|payer|security|pdf|cache|authorization-core)' },
  ...serverSharedFolders.map((folder) => ({ type: 'server-shared', pattern: `apps/server/src/${folder}` })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'apps/server/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    ...jsxA11y.configs.recommended,
    files: ['apps/web/**/*.tsx'],
    // Mantine's inputs take autoFocus to move focus to the first field of a new step of a flow (the step replaces the
    // page's content): on DOM elements written by hand it stays forbidden.
    rules: { ...jsxA11y.configs.recommended.rules, 'jsx-a11y-x/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  {
    // Promises are awaited, returned or explicitly let go (`void`): a floating one hides its failure.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['e2e/playwright.config.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Testing Library's act() returns a thenable even for a synchronous callback, which is safe to drop.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: '@testing-library/react' },
            { from: 'package', name: 'act', package: 'react' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': [...webElements, ...serverElements],
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      // The imported files are read with the TypeScript parser too, so a cycle through them is seen.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: typeScriptProjects, noWarnOnMultipleProjects: true })],
      'import/resolver': { typescript: { project: typeScriptProjects, noWarnOnMultipleProjects: true } },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: [
                { to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
                { to: { element: { type: ['web-app', 'web-entry'] } } },
              ],
              message: 'A feature imports only its own folder and the shared ui/, api/ and session/ (the app composes features).',
            },
            {
              from: { element: { type: ['web-ui', 'web-api', 'web-session'] } },
              disallow: [{ to: { element: { type: ['web-feature', 'web-app', 'web-entry'] } } }],
              message: 'Shared code does not depend on features or the app shell.',
            },
            {
              from: { element: { type: 'web-api' } },
              disallow: [{ to: { element: { type: 'web-ui' } } }],
              message: 'The API client does not depend on components.',
            },
            {
              from: { element: { type: 'server-feature' } },
              disallow: [{ to: { element: { type: 'server-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } }],
              message:
                'A server feature imports its own folder, the core, shared infrastructure and contracts, never another feature (move what both need to shared infrastructure).',
            },
            {
              from: { element: { type: ['server-core', 'server-shared'] } },
              disallow: [{ to: { element: { type: 'server-feature' } } }],
              message: 'The server core and shared infrastructure do not depend on features (the composition root, demo/, bench/ and test/, may).',
            },
          ],
        },
      ],
    },
  },
  {
    // The journeys' `test` judges every page state with axe (e2e/support/test.ts): a journey cannot forget it.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support/test.js' (axe on every page state).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/ui/**/*.{ts,tsx}', 'apps/web/src/api/**/*.{ts,tsx}', 'apps/web/src/session/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'Shared code does not depend on features or the app shell.' }] },
      ],
    },
  },
);
