import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['module-sync', 'browser', 'development|production'] },
  test: {
    name: 'web',
    environment: 'happy-dom',
    // The root config runs page, widget and utility tests without isolation (project web), the rest isolated.
    isolate: true,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
  },
});
