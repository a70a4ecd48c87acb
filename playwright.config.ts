import {defineConfig, devices} from '@playwright/test';

/**
 * End-to-end tests run against the production build served on 127.0.0.1 (see
 * scripts/serve-build.mjs; BUILD_DIR picks another build folder), in Debian's Chromium: Playwright's own browser downloads are not
 * available on our machines. Specs live in tests/e2e/ and must not sleep for fixed times.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests/e2e',
  // Playwright empties its output folder at start; keep it apart from the unit results.
  outputDir: './test-results/playwright',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `node scripts/serve-build.mjs --port ${PORT} --dir ${process.env.BUILD_DIR ?? 'build'}`,
    url: `${BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
