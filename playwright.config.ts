import {defineConfig, type PlaywrightTestConfig} from '@playwright/test'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './tests/support/chromium'
import {E2E_ENV, E2E_PORT, E2E_PUSH_ROUTE_ENV, FAKE_PAYPAL_PORT, FAKE_STRIPE_PORT} from './tests/e2e/support/e2e-env'

/** How both browser-test configs run: one worker in order (the tests share one server and its Blobs), no retries, results as JSON. */
export const runInOrder = (resultsFile: string): PlaywrightTestConfig => ({
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', {outputFile: `.tmp/${resultsFile}`}]],
})

/**
 * Specs whose every test makes its own purchase, token or address and reads only what it made: no mailbox or push
 * service on a fixed port, no CPU-throttled timing budget, no switch on a fake's next answer that another spec could
 * take, nothing another spec asserts on, and nothing that counts or times her tracker days (a Tab count and saves
 * across midnight came out wrong beside the Gatsby build of `fake-sanity-build`) or waits for a scroll to land (the
 * ux walks: beside that build a footer link's landing once never arrived within 15 s). They run two at a time,
 * before the rest (docs/testing.md).
 */
const PARALLEL_SPECS = [
  'console-clean',
  'content-images',
  'editing-markup',
  'fake-sanity-build',
  'first-load-script',
  'html-valid',
  'nothing-covers',
  'remedy-pages',
  'security-headers',
  'site-shell',
].map((name) => `**/${name}.spec.ts`)

/** Browser tests: Debian's Chromium (never a downloaded browser) against the production build with its functions. */
export default defineConfig({
  testDir: 'tests/e2e',
  // `npm start` has its own config (playwright.dev-server.config.ts), run before the production build.
  testIgnore: 'dev-server/**',
  ...runInOrder('e2e-results.json'),
  workers: 2,
  projects: [
    {name: 'parallel', testMatch: PARALLEL_SPECS, workers: 2},
    // The journeys share the mailbox, the push service, the fakes' next answers and timing budgets: one at a time, after.
    {name: 'journeys', testIgnore: ['dev-server/**', ...PARALLEL_SPECS], dependencies: ['parallel'], workers: 1},
  ],
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
    trace: 'off',
  },
  webServer: [
    {
      command: 'node scripts/serve-build.mts',
      url: `http://localhost:${E2E_PORT}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {...E2E_ENV, ...E2E_PUSH_ROUTE_ENV},
    },
    // Local fakes of Stripe's and PayPal's APIs for the checkout functions (no internet here).
    {
      command: 'tsx tests/support/fake-stripe-server.mts',
      port: FAKE_STRIPE_PORT,
      reuseExistingServer: false,
      env: {FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT)},
    },
    {
      command: 'tsx tests/support/fake-paypal-server.mts',
      port: FAKE_PAYPAL_PORT,
      reuseExistingServer: false,
      env: {...E2E_ENV, FAKE_PAYPAL_PORT: String(FAKE_PAYPAL_PORT)},
    },
  ],
})
