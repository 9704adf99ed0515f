import {execFile} from 'node:child_process'
import {mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {promisify} from 'node:util'

/**
 * The finding "50 saves against `npm start`" (docs/threat-model.md): netlify dev runs each function call in a new worker thread that loads the
 * function's modules again. 50 calls at once started 50 threads on 2 cores; every call's 30 s limit ran out while they
 * shared the CPU. patches/netlify-cli+27.10.2.patch runs at most a few calls at once, the others waiting for a free
 * slot before their worker and their time limit start. This runs netlify-cli's own runtime module on a function
 * that holds each call until the test answers it, and fails when an upgrade of netlify-cli drops the patch.
 */
const run = promisify(execFile)
const root = path.resolve(__dirname, '../../..')
const runtime = pathToFileURL(path.join(root, 'node_modules/netlify-cli/dist/lib/functions/runtimes/js/index.js')).href

const probe = `
import {createServer} from 'node:http'
const {invokeFunction, functionWorkers, MAX_RUNNING_WORKERS} = await import(${JSON.stringify(runtime)})
const fixture = process.env.PROBE_FIXTURE
// The function's calls ask this server, which holds each one until it is answered below.
let inFlight = 0
let most = 0
const held = []
const server = createServer((req, res) => {
  inFlight += 1
  most = Math.max(most, inFlight)
  held.push(res)
  server.emit('held')
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const environment = {PROBE_URL: 'http://127.0.0.1:' + server.address().port}
const call = (isBackground) =>
  invokeFunction({
    context: {},
    environment,
    event: {},
    func: {buildData: {runtimeAPIVersion: 2, buildPath: fixture}, mainFile: fixture, isBackground},
    timeout: 30,
  })
const release = () => {
  inFlight -= 1
  held.shift().end('ok')
}
const allHeld = (count) =>
  new Promise((resolve) => {
    const check = () => inFlight === count && (server.off('held', check), resolve())
    server.on('held', check)
    check()
  })

const calls = 3 * MAX_RUNNING_WORKERS
const answers = Array.from({length: calls}, () => call(false))
const atStart = functionWorkers()
for (let left = calls; left > 0; left -= 1) {
  // Every free slot is taken before one call is answered: the next waiting call then starts.
  await allHeld(Math.min(MAX_RUNNING_WORKERS, left))
  release()
}
const bodies = (await Promise.all(answers)).map((answer) => answer.body)
const atEnd = functionWorkers()
const mostAtOnce = most

const background = Array.from({length: MAX_RUNNING_WORKERS + 2}, () => call(true))
const besideLimit = functionWorkers()
await allHeld(MAX_RUNNING_WORKERS + 2)
while (held.length) release()
await Promise.all(background)
console.log('PROBE ' + JSON.stringify({limit: MAX_RUNNING_WORKERS, calls, atStart, mostAtOnce, bodies, atEnd, besideLimit}))
process.exit(0)
`

/** A function that says which worker thread ran it and how many calls that loaded copy has answered. */
const COUNTED_FUNCTION = `import {threadId} from 'node:worker_threads'
let calls = 0
export const handler = async () => ({statusCode: 200, body: JSON.stringify({threadId, calls: ++calls})})
`

const warmProbe = `
import {utimesSync} from 'node:fs'
const {invokeFunction} = await import(${JSON.stringify(runtime)})
const fixture = process.env.PROBE_FIXTURE
const call = async (isBackground = false) =>
  JSON.parse(
    (
      await invokeFunction({
        context: {},
        environment: {},
        event: {},
        func: {buildData: {runtimeAPIVersion: 2, buildPath: fixture}, mainFile: fixture, isBackground},
        timeout: 30,
      })
    ).body,
  )
const warm = [await call(), await call(), await call()]
// As netlify dev's watcher rebuilds a changed function: the bundle file is written again.
const later = new Date(Date.now() + 5000)
utimesSync(fixture, later, later)
const rebuilt = [await call(), await call()]
const background = await call(true)
console.log('PROBE ' + JSON.stringify({warm, rebuilt, background}))
process.exit(0)
`

async function probeRuntime(script: string, fixtureSource: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'npm-start-workers-'))
  const fixture = path.join(dir, 'fixture.mjs')
  writeFileSync(fixture, fixtureSource)
  // A file, not `-e`: the workers inherit the probe's options, and `--input-type` refuses their entry files.
  const probeFile = path.join(dir, 'probe.mjs')
  writeFileSync(probeFile, script)
  const {stdout} = await run(process.execPath, [probeFile], {
    cwd: root,
    env: {...process.env, PROBE_FIXTURE: fixture},
    timeout: 60_000,
  })
  const line = stdout.split('\n').find((text) => text.startsWith('PROBE '))
  return JSON.parse((line ?? 'PROBE null').slice(6))
}

describe('npm start runs a few function calls at once, not one thread per call (docs/threat-model.md)', () => {
  it("netlify-cli's runtime starts at most its limit of workers; the other calls wait, then all are answered", async () => {
    const result = await probeRuntime(
      probe,
      'export const handler = async () => ({statusCode: 200, body: await (await fetch(process.env.PROBE_URL)).text()})\n',
    )
    expect(result.limit).toBeGreaterThanOrEqual(2)
    expect(result.atStart).toEqual({running: result.limit, waiting: result.calls - result.limit})
    expect(result.mostAtOnce).toBe(result.limit)
    expect(result.bodies).toEqual(Array.from({length: result.calls}, () => 'ok'))
    expect(result.atEnd).toEqual({running: 0, waiting: 0})
    // Background functions (a scheduler's workers run for minutes) never wait for a slot.
    expect(result.besideLimit).toEqual({running: 0, waiting: 0})
  }, 90_000)
})

describe('npm start keeps a function warm between calls, as a deployed one stays', () => {
  it('one worker loads a function once and answers its calls; a rebuilt function gets a new one; background calls their own', async () => {
    const {warm, rebuilt, background} = await probeRuntime(warmProbe, COUNTED_FUNCTION)
    // Loading the function again for every call cost ~0.4 s of CPU each (docs/local-development.md).
    expect(warm.map((answer: {calls: number}) => answer.calls)).toEqual([1, 2, 3])
    expect(new Set(warm.map((answer: {threadId: number}) => answer.threadId)).size).toBe(1)
    expect(rebuilt.map((answer: {calls: number}) => answer.calls)).toEqual([1, 2])
    expect(rebuilt[0].threadId).not.toBe(warm[0].threadId)
    expect(background.calls).toBe(1)
    expect([warm[0].threadId, rebuilt[0].threadId]).not.toContain(background.threadId)
  }, 90_000)
})
