import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The bookings, billing and account journeys tick the server's clock forward (`POST /dev/tick`,
 * interface §9), and the clock never goes back: they run after every other file, whatever order
 * Vitest prefers (and in the order of CLOCK_MOVERS among themselves, each ticking further).
 * Bookings goes first: it books from the browser's real clock, which must still agree with the
 * server's, and ticks only about three weeks.
 */
const CLOCK_MOVERS = ['bookings.test.ts', 'billing.test.ts', 'your-account.test.ts'];

class ClockMovesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const movesClock = (file: TestSpecification) =>
      CLOCK_MOVERS.some((name) => file.moduleId.endsWith(`/tests/e2e/${name}`));
    const order = (file: TestSpecification) =>
      CLOCK_MOVERS.findIndex((name) => file.moduleId.endsWith(`/tests/e2e/${name}`));
    return [
      ...sorted.filter((file) => !movesClock(file)),
      ...sorted.filter(movesClock).sort((a, b) => order(a) - order(b)),
    ];
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
