import {defineConfig} from '@playwright/test'
import base, {runInOrder} from './playwright.config'

/**
 * The browser test of `npm start` (Gatsby's development server behind Netlify's). It runs on its own, before
 * the production build: `gatsby develop` writes into public/, which the other browser tests serve.
 */
export default defineConfig({
  testDir: 'tests/e2e/dev-server',
  ...runInOrder('e2e-dev-server-results.json'),
  // Each page of a fresh development server compiles on first visit.
  timeout: 180_000,
  expect: {timeout: 60_000},
  use: {...base.use, baseURL: undefined},
})
