import { defineConfig } from 'vitest/config';

/** Unit tests: Vitest + happy-dom. */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    restoreMocks: true,
  },
});
