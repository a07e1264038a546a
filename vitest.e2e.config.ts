import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The billing journey ticks the server's clock past a period end (`POST /dev/tick`, interface §9),
 * and the clock never goes back: it runs after every other file, whatever order Vitest prefers.
 */
class ClockMovesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const movesClock = (file: TestSpecification) =>
      file.moduleId.endsWith('/tests/e2e/billing.test.ts');
    return [...sorted.filter((file) => !movesClock(file)), ...sorted.filter(movesClock)];
  }
}

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
    sequence: { sequencer: ClockMovesLast },
  },
});
