import { defineConfig } from 'vitest/config';

/**
 * Safari's engine: the journeys in e2e/webkit, driven through WebKitWebDriver (decision 016).
 * One browser, one file, in order: each journey starts where the one before ended.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/webkit/**/*.test.ts'],
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // CI keeps the end of standard output: it names what failed (scripts/build/failures-last.ts).
    reporters: ['default', './scripts/build/failures-last.ts'],
  },
});
