import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Files in a worker share its database (reset per file): starting PGlite takes seconds.
    pool: 'forks',
    isolate: false,
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
