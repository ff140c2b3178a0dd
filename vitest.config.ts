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
  },
});
