import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'simulators', environment: 'node', include: ['src/**/*.test.ts'] } });
