import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3199)
export const e2eToken = 'e2e-admin-token'
/** Where e2e/payment.spec.ts runs its fake Stripe (API and Stripe.js), known to the service from its start. */
export const e2eStripePort = Number(process.env.E2E_STRIPE_PORT ?? port + 50)

export default defineConfig({
  testDir: 'e2e',
  // A whole story per test (several screens, light and dark, axe on each): 50-62 s for the longest
  // on a slow day of these shared machines (2026-11-29: 18 min for the suite, against about 6), so a
  // minute failed a passing test. A stuck step still fails within the expect timeout below.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Two spec files at a time on one service: every spec makes its own bots and workspaces, and
  // the browser waits mostly on the service, so two workers take about 35 % off the run.
  fullyParallel: false,
  workers: 2,
  // In CI, the failures' errors are printed again at the very end of the log, where a reader looks.
  reporter: process.env.CI ? [['line'], ['./e2e/support/failureDigest.ts']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // One browser context per worker, reset between tests (cookies, cache, storage, IndexedDB, routes,
    // init scripts, viewport and media), instead of a new one per test: each new context starts a
    // renderer process, which costs 1.6-2 s of CPU on these two-core machines, and the suite is bound
    // by CPU. Measured on the whole suite (2026-12-03): 617 s against 755 s. Not reset, so a test that
    // changes them puts them back: granted permissions, offline mode, listeners on `page`. A story with
    // two people still opens its second person's context with `browser.newContext()`.
    reuseContext: true,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // The real service on a fresh embedded database, with the app built as `npm start` builds it.
    command: 'node src/server/cli/start.mjs',
    url: `http://127.0.0.1:${port}/api/openapi.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    // A stop the service hears (not Playwright's default SIGKILL), so it stops its embedded PostgreSQL too.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Tests start fake model servers on loopback, which the address rules otherwise refuse.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bb-e2e-')),
      ADMIN_TOKEN: e2eToken,
      HTTP_ALLOWLIST: '127.0.0.1',
      STRIPE_API_URL: `http://127.0.0.1:${e2eStripePort}`,
      STRIPE_JS_URL: `http://127.0.0.1:${e2eStripePort}/v3/`,
    },
  },
})
