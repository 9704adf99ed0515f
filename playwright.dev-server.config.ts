import {defineConfig} from '@playwright/test'
import base from './playwright.config'

/**
 * The browser test of `npm start` (Gatsby's development server behind Netlify's). It runs on its own, before
 * the production build: `gatsby develop` writes into public/, which the other browser tests serve.
 */
export default defineConfig({
  testDir: 'tests/e2e/dev-server',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Each page of a fresh development server compiles on first visit.
  timeout: 180_000,
  expect: {timeout: 60_000},
  reporter: [['list'], ['json', {outputFile: '.tmp/e2e-dev-server-results.json'}]],
  use: {...base.use, baseURL: undefined},
})
