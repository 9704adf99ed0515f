// `npm start`: the whole site offline — Gatsby's dev server behind Netlify's, with functions and local Blobs,
// in demo mode, on the embedded content. Local demo secrets are generated once and kept under .netlify/.
import {spawn} from 'node:child_process'
import {randomBytes} from 'node:crypto'
import path from 'node:path'
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import webPush from 'web-push'
import {nodeOptionsWithFaithfulBlobs} from './faithful-blobs-server.cjs'
import {LARGE_HEADERS_OPTION} from './netlify-dev-options.mts'

const SECRETS_FILE = '.netlify/dev-secrets.json'

/** Five local reviewer codes, e.g. LOCAL-REVIEW-3F9A2C (the repository publishes none). */
const localReviewerCodes = () =>
  Array.from({length: 5}, () => `LOCAL-REVIEW-${randomBytes(3).toString('hex').toUpperCase()}`).join(',')

/** Generates what is missing (an older file keeps its VAPID pair) and keeps it for the next start. */
function localSecrets(): Record<string, string> {
  const saved: Record<string, string> = existsSync(SECRETS_FILE) ? JSON.parse(readFileSync(SECRETS_FILE, 'utf8')) : {}
  const secrets = {...saved}
  if (!secrets.VAPID_PUBLIC_KEY || !secrets.VAPID_PRIVATE_KEY) {
    const vapid = webPush.generateVAPIDKeys()
    Object.assign(secrets, {VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey})
  }
  secrets.ACCESS_TOKEN_SECRET ||= randomBytes(48).toString('base64url')
  secrets.REVIEWER_CODES ||= localReviewerCodes()
  if (JSON.stringify(secrets) !== JSON.stringify(saved)) {
    mkdirSync('.netlify', {recursive: true})
    writeFileSync(SECRETS_FILE, JSON.stringify(secrets, null, 2))
  }
  return secrets
}

// The project's own binaries (Node 22 among them) come first, also when run outside npm.
const localBinPath = () => `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`

// A .env of your own is read first (what it sets wins over the defaults below, the shell over it).
if (existsSync('.env')) process.loadEnvFile('.env')

// Ports from the environment, so a second instance (e.g. the browser test of `npm start`) can run beside yours.
const port = process.env.PORT ?? '8888'
// Every emailed link (sign-in, receipts, restore) follows the port this instance answers on, unless SITE_URL is set.
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`
const secrets = localSecrets()
const gatsbyPort = process.env.GATSBY_PORT ?? '8000'
const functionsPort = process.env.FUNCTIONS_PORT
const env = {
  ...secrets,
  ...process.env,
  DEMO_MODE: 'true',
  GATSBY_DEMO_MODE: 'true',
  SITE_URL: siteUrl,
  GATSBY_SITE_URL: process.env.GATSBY_SITE_URL || siteUrl,
  GATSBY_TELEMETRY_DISABLED: '1',
  GATSBY_FEEDBACK_DISABLED: '1',
  GATSBY_PORT: gatsbyPort,
  PATH: localBinPath(),
  // Netlify's stock local Blobs server loses concurrent writes (docs/threat-model.md): netlify dev runs the corrected one, and
  // carries the functions' timing headers (netlify-dev-options.mts).
  NODE_OPTIONS: nodeOptionsWithFaithfulBlobs(process.env.NODE_OPTIONS) + LARGE_HEADERS_OPTION,
}

// --internal-disable-edge-functions: netlify dev otherwise downloads Deno and crashes offline.
// --skip-wait-port: a cold `gatsby develop` needs longer than Netlify waits; we poll instead.
const child = spawn(
  'netlify',
  [
    'dev',
    '--offline',
    '--internal-disable-edge-functions',
    '--skip-wait-port',
    // Its own context: netlify.toml points its publish folder away from public/ and the production headers there.
    '--context',
    'local-npm-start',
    '--framework',
    '#custom',
    '--command',
    'npm run develop',
    '--target-port',
    gatsbyPort,
    '--port',
    port,
    ...(functionsPort ? ['--functions-port', functionsPort] : []),
  ],
  {stdio: 'inherit', env},
)
child.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))

const url = `http://localhost:${port}/`
const started = Date.now()
const poll = async () => {
  try {
    // Netlify answers before Gatsby has compiled; the page is ready when Gatsby's root is in it.
    const res = await fetch(url)
    if (res.ok && (await res.text()).includes('id="___gatsby"')) {
      const reviewerCode = (process.env.REVIEWER_CODES ?? secrets.REVIEWER_CODES).split(',')[0]
      console.log(`\n  Menopause Mastery Toolkit is ready at ${url} (demo mode, embedded content)`)
      console.log(`  Local reviewer code: ${reviewerCode} (all five in ${SECRETS_FILE})`)
      console.log(
        `  Back office: ${url}owner — sign in as ${process.env.COACH_EMAIL || 'coach@localhost'}; the link lands in ${url}api/dev/outbox\n`,
      )
      return
    }
  } catch {
    // not up yet
  }
  // A cold compile on a busy machine can take minutes: keep waiting (Ctrl+C stops it).
  if (Date.now() - started < 30 * 60_000) setTimeout(poll, 2000)
}
setTimeout(poll, 5000)
