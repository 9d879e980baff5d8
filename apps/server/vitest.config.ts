import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files under test/ start whole server processes or send thousands of requests (the fuzz
 * test): started first, they run beside the short API files instead of after them.
 */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification) => (f.moduleId.includes('/apps/server/test/') ? 0 : 1);
    return sorted.sort((a, b) => long(a) - long(b));
  }
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/per-file.ts'],
    // *.postgres.test.ts need a PostgreSQL server (several processes on one database): the
    // PostgreSQL run (scripts/with-postgres.sh sets TEST_DATABASE_URL) only, never skipped.
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'])],
    pool: 'forks',
    // Vitest's default for `run` is one worker fewer than the cores: one worker on our 2 cores.
    maxWorkers: '100%',
    // Files of one worker share its module cache: the app's code and its dependencies (the AWS SDK,
    // zod schemas, drizzle) load once per worker instead of once per file, about half the suite's
    // time. Each file still gets its own database and apps (test/per-file.ts closes them).
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
