/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Top-level schema constructions in packages/contracts: `z.*` calls and schemas derived from other schemas. */
const zodSchemaBuilders = ['z', 'CurrentUserSchema', 'TrackingMemberParamsSchema'];

const contractsEntry = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@portal/contracts': contractsEntry } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's benchmark reads the manifest to measure the JavaScript of the Login page.
    manifest: true,
    rolldownOptions: {
      // The contracts mix plain data (routes, messages, constants) with zod schemas in the same modules. Declaring
      // schema construction pure lets unused schemas drop out, so pages that need no schema do not ship zod.
      treeshake: { manualPureFunctions: zodSchemaBuilders },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
  },
});
