import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // *.postgres.test.ts need a PostgreSQL server (several processes on one database): the
    // PostgreSQL run (scripts/with-postgres.sh sets TEST_DATABASE_URL) only, never skipped.
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'])],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
