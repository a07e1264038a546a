import { defineConfig } from 'vitest/config';

/**
 * API tests of the reference server: requests injected in process over one embedded
 * PostgreSQL per run, a fresh database per test file, reached through a connection string
 * (the DATABASE_URL path); a restart test runs the real process on its own embedded database.
 */
export default defineConfig({
  test: {
    include: ['server/test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: files run one after another, each on its own database.
    fileParallelism: false,
  },
});
