import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The server's tests run on the embedded database, and again on PostgreSQL when DATABASE_URL names one.
const postgresProject = process.env.DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server-postgres', root: './apps/server', env: { TEST_DATABASE: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', ...postgresProject],
    // Vitest's default (one fewer than the cores) runs one file at a time on a 2-core machine, while the integration
    // files wait on PostgreSQL and their own servers a good part of the time: two at once keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
