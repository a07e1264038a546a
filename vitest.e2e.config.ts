import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests (Playwright in Chromium against `npm start`) and the build checks
 * (size budget), both on the built product. Run after `npm run build`.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/start-server.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
