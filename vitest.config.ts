import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One test entry point for the repository: each workspace is a project.
const jsonReport = process.env.VITEST_JSON ?? (process.env.CI ? 'test-results/vitest.json' : undefined);

export default defineConfig({
  test: {
    // The suites wait on servers, databases and hashes as much as they compute: on a 2-core
    // machine two workers took the run from 386 s to 279 s (Vitest's default is cores - 1).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions: a worker's files share one module graph (see the engine below).
          isolate: false,
        },
      },
      {
        test: {
          name: 'engine',
          root: './packages/engine',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions over their inputs, so its files need no fresh module graph each: 19.8 s
          // isolated, 10.2 s not, and shuffled orders pass alike.
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Generous: a fresh embedded database per test server is slow on a busy 2-core machine.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // One migrated embedded database, archived; each test server opens a copy of it.
          globalSetup: ['./src/testing/migrated-template.ts'],
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
