import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['module-sync', 'browser', 'development|production'] },
  test: {
    name: 'web',
    environment: 'happy-dom',
    isolate: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
  },
});
