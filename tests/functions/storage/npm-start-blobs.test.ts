import {execFile} from 'node:child_process'
import {mkdtempSync, readFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {promisify} from 'node:util'
import {nodeOptionsWithFaithfulBlobs} from '../../../scripts/faithful-blobs-server.cjs'

/**
 * The finding "`npm start` loses tracking writes" (docs/threat-model.md): `npm start` runs netlify-cli's own local Blobs server, whose
 * stock build answers GET without an ETag and lets two conditional writes to one key both pass. `npm start`
 * now loads the correction the function tests use (scripts/faithful-blobs-server.cjs) into `netlify dev`. This
 * starts the server exactly as netlify-cli does (its own module), with and without that preload, and fails
 * when `npm start` would run the stock behaviour again (an upgrade of netlify-cli or @netlify/blobs that moves
 * the class, or a change to scripts/start.mts).
 */
const run = promisify(execFile)
const root = path.resolve(__dirname, '../../..')
const cliBlobs = pathToFileURL(path.join(root, 'node_modules/netlify-cli/dist/lib/blobs/blobs.js')).href

const probe = `
const {getBlobsContextWithEdgeAccess} = await import(${JSON.stringify(cliBlobs)})
const {getStore} = await import('@netlify/blobs')
const context = await getBlobsContextWithEdgeAccess({debug: false, projectRoot: process.argv[1], siteID: 'npm-start-probe'})
const store = getStore({name: 'probe', consistency: 'strong', ...context})
await store.setJSON('record', {n: 0})
const read = await store.getWithMetadata('record', {type: 'json'})
const listed = (await store.list()).blobs.find((blob) => blob.key === 'record')?.etag
const etag = read.etag ?? listed
const writes = await Promise.all(Array.from({length: 20}, (_, n) => store.setJSON('record', {n: n + 1}, {onlyIfMatch: etag})))
// What netlify dev hands on to the worker thread of each function call.
const preloadInWorkers = (process.env.NODE_OPTIONS ?? '').includes('faithful-blobs-preload')
console.log('PROBE ' + JSON.stringify({etagOnGet: Boolean(read.etag), winners: writes.filter((write) => write.modified).length, preloadInWorkers}))
process.exit(0)
`

async function probeServer(nodeOptions: string | undefined) {
  const env: NodeJS.ProcessEnv = {...process.env, NODE_OPTIONS: nodeOptions ?? ''}
  delete env.NETLIFY_BLOBS_CONTEXT
  const {stdout} = await run(
    process.execPath,
    ['--input-type=module', '-e', probe, mkdtempSync(path.join(tmpdir(), 'npm-start-blobs-'))],
    {cwd: root, env, timeout: 60_000},
  )
  const line = stdout.split('\n').find((text) => text.startsWith('PROBE '))
  return JSON.parse((line ?? 'PROBE null').slice(6)) as {etagOnGet: boolean; winners: number; preloadInWorkers: boolean}
}

describe('npm start runs the corrected local Blobs server (docs/threat-model.md)', () => {
  it('scripts/start.mts starts netlify dev with the preload', () => {
    const start = readFileSync(path.join(root, 'scripts/start.mts'), 'utf8')
    expect(start).toMatch(/NODE_OPTIONS: nodeOptionsWithFaithfulBlobs\(process\.env\.NODE_OPTIONS\)/)
    expect(start).toMatch(/spawn\(\s*'netlify',[\s\S]*\{stdio: 'inherit', env\}/)
  })

  it("so does the browser tests' and the bench's server (scripts/serve-build.mts): twelve contact messages at once on the stock server left one unlisted", () => {
    const serve = readFileSync(path.join(root, 'scripts/serve-build.mts'), 'utf8')
    expect(serve).toMatch(/NODE_OPTIONS: `\$\{nodeOptionsWithFaithfulBlobs\(process\.env\.NODE_OPTIONS\)\}/)
    expect(serve).toMatch(/spawn\(\s*'netlify',\s*\[\s*'dev'/)
  })

  it("with it, netlify-cli's server answers GET with an ETag and lets exactly one of 20 racing conditional writes win", async () => {
    expect(await probeServer(nodeOptionsWithFaithfulBlobs(process.env.NODE_OPTIONS))).toMatchObject({
      etagOnGet: true,
      winners: 1,
    })
  }, 90_000)

  it("the preload takes itself out of NODE_OPTIONS: the worker of each function call doesn't load Netlify's server again", async () => {
    // netlify dev passes its NODE_OPTIONS to every call's worker thread, which ran the preload (about 0.3 s) each time.
    expect(await probeServer(nodeOptionsWithFaithfulBlobs(process.env.NODE_OPTIONS))).toMatchObject({
      preloadInWorkers: false,
    })
  }, 90_000)

  it('without it, the stock server still loses writes (when this fails, Netlify fixed it: drop the preload)', async () => {
    const stock = await probeServer(undefined)
    expect(stock.etagOnGet === false || stock.winners > 1).toBe(true)
  }, 90_000)
})
