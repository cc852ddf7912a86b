import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One PostgreSQL server per run (embedded, or TEST_DATABASE_URL) with a migrated template database;
    // each test file gets its own database copied from the template.
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: two files at a time keeps PostgreSQL and the workers from starving each other.
    maxWorkers: 2,
    // Each file builds its own app on its own database, and no test mocks a module: the files of a worker can
    // share its loaded modules (importing the app took about 2 s a file, 110 s a run on two cores).
    isolate: false,
  },
});
