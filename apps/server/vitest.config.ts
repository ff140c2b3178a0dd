import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Test against the contracts' source, not a possibly stale build.
    alias: { '@portal/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each integration file builds its own database; scrypt and PGlite are CPU-heavy.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
