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
  },
});
