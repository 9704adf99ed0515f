/**
 * Folders of the project that are generated, installed or per-run, never sources: a copy of the project (the
 * editors' preview, scripts/preview.mts; the tests' throw-away copies, tests/support/project-copy.ts) leaves them
 * out and links node_modules or makes its own.
 */
export const GENERATED_FOLDERS: ReadonlySet<string> = new Set([
  'node_modules',
  '.cache',
  'public',
  '.git',
  '.tmp',
  '.netlify',
  '.premium',
  'dist',
  'test-results',
  'playwright-report',
])
