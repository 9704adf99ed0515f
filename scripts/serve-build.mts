// Serves the production build (public/) with the functions and local Blobs, as Netlify would:
// used by the browser tests and the benchmarks. Port from PORT (default 8899); folder from SERVE_DIR (default
// public/: the bench serves its blank Gatsby baseline the same way).
import {spawn} from 'node:child_process'
import path from 'node:path'
import {nodeOptionsWithFaithfulBlobs} from './faithful-blobs-server.cjs'
import {LARGE_HEADERS_OPTION} from './netlify-dev-options.mts'

// The project's own binaries (Node 22 among them) come first, also when run outside npm.
const localBinPath = () => `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`

const port = process.env.PORT ?? '8899'
const child = spawn(
  'netlify',
  [
    'dev',
    '--offline',
    '--internal-disable-edge-functions',
    '--framework',
    '#static',
    '--dir',
    process.env.SERVE_DIR ?? 'public',
    '--port',
    port,
    // Fixed companion ports derived from PORT, so several servers can run side by side.
    '--staticServerPort',
    String(Number(port) + 1000),
    '--functions-port',
    String(Number(port) + 2000),
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      // Emailed links follow the port served, unless SITE_URL is set.
      SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
      PATH: localBinPath(),
      GATSBY_TELEMETRY_DISABLED: '1',
      // The same corrected local Blobs server as `npm start` (faithful-blobs-server.cjs): the stock one lets two
      // conditional writes both pass and gives reads no ETag, so the browser tests would not run on the storage
      // semantics production has. A function's answer carries a timing header entry per request it made
      // (netlify-dev-options.mts).
      NODE_OPTIONS: `${nodeOptionsWithFaithfulBlobs(process.env.NODE_OPTIONS)}${LARGE_HEADERS_OPTION}`.trim(),
    },
  },
)
child.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
