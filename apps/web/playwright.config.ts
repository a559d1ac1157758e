import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/** 4517 unless E2E_PORT says otherwise (e.g. when two checkouts run their suites at once). */
const PORT = Number(process.env.E2E_PORT ?? 4517);
const baseURL = `http://127.0.0.1:${PORT}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Browser tests against the real server (which serves the built SPA from apps/web/dist), on
 * Debian's Chromium — Playwright never downloads a browser here. Build first: `npx vite build`.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  // Two files at a time: one worker left the cores half idle (the suite waits on the server and
  // the browser). Measured on this 2-core machine under the same load: 9.4 min with one, 6.9 with two.
  // Every test signs up its own user, so files share the server without sharing rows.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // In CI a JSON report feeds the closing "N passed, N failed" line of .ci/run.
  reporter: process.env.CI ? [['list'], ['json', { outputFile: `${repoRoot}test-results/playwright.json` }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      ENABLE_TEST_ROUTES: 'true',
      RATE_LIMIT_SCALE: '100',
      NODE_ENV: 'test',
      ADMIN_EMAILS: 'admin@example.test',
    },
  },
});
