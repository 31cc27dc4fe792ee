import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each project has its own environment.
export default defineConfig({
  test: { projects: ['contract', 'server', 'web'] },
});
