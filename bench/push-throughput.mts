// `npx tsx bench/push-throughput.mts [count] [--inline]`: how fast the reminder sender delivers a busy minute.
//
// Seeds `count` (default 10,000) subscribers, each with one reminder due in the same minute, into the tests' local
// Blobs server (faithful conditional writes), then runs send-reminders the way Netlify does at that minute: the scheduled run lists the minute
// and hands each of the 16 shards to the background worker over HTTP (signed requests), and the workers send to
// the local HTTPS fake push service. Prints reminders per second and the lateness of the deliveries after
// their due time (p50, p95, max), and exits non-zero unless every reminder arrived within 60 s of it (the goal;
// `npm run bench` runs it 3 times in a row, BENCH_PUSH_RUNS). `--inline` sends everything from the scheduled function itself instead (one
// run a minute, each stopping after its 20 s budget), as before the fan-out.
//
// What stands for what: on Netlify, Blobs and the push services are other machines and each background
// function gets its own instance. Here the Blobs server and the fake push service each run in a worker thread,
// and the 16 workers share PLATFORM_THREADS threads of this process (all on this machine's 2 shared cores).
import {createECDH, randomBytes, randomUUID} from 'node:crypto'
import {mkdtempSync} from 'node:fs'
import http from 'node:http'
import type {AddressInfo} from 'node:net'
import {loadavg, tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {isMainThread, parentPort, Worker, workerData} from 'node:worker_threads'
import type {Context} from '@netlify/functions'
import {blobsContext} from '../tests/support/blobs-server.cjs'
import {MORNING_REMINDER} from '../tests/support/reminders.ts'

const PLATFORM_THREADS = 4
/** Every reminder of the busy minute reaches the push service within this many seconds of its due time. */
const DELIVERY_GOAL_S = 60
type Role = {role: 'push'} | {role: 'platform'; pushPort: number; cert: string}

if (!isMainThread) {
  const role = workerData as Role
  if (role.role === 'push') {
    // The push service: answers 201 to every message and notes when it arrived.
    const {startFakePushService} = await import('../tests/support/fake-push')
    const push = await startFakePushService({record: false, acceptAll: true, route: false})
    parentPort!.postMessage({port: push.port, cert: push.cert})
    parentPort!.on('message', () => parentPort!.postMessage(push.arrivals))
  } else {
    // Netlify's side of a background function: answer 202 at once, then run the handler.
    const {routeHttpsTo} = await import('../tests/support/fake-push')
    routeHttpsTo(role.pushPort, role.cert)
    const {default: backgroundWorker} = await import('../netlify/functions/send-reminders-background.mts')
    const running: Promise<unknown>[] = []
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        res.writeHead(202).end()
        const request = new Request(`http://127.0.0.1${req.url}`, {
          method: 'POST',
          body: Buffer.concat(chunks),
          headers: req.headers as Record<string, string>,
        })
        running.push(backgroundWorker(request, {} as Context))
      })
    })
    server.listen(0, '127.0.0.1', () => parentPort!.postMessage((server.address() as AddressInfo).port))
    parentPort!.on('message', async () => {
      await Promise.all(running)
      parentPort!.postMessage('done')
    })
  }
} else {
  await main()
}

async function main() {
  const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 10_000)
  const inline = process.argv.includes('--inline')
  const token = 'bench-token'
  // The tests' Blobs server: Netlify's local one with conditional writes as faithful as the hosted service's.
  const blobsServer = fileURLToPath(new URL('../tests/support/blobs-server.cjs', import.meta.url))
  const blobs = new Worker(
    `const {parentPort, workerData} = require('node:worker_threads')
     require(workerData.blobsServer).startBlobsServer(workerData.options).then(({port}) => parentPort.postMessage(port))`,
    {
      eval: true,
      workerData: {blobsServer, options: {directory: mkdtempSync(path.join(tmpdir(), 'push-bench-')), token}},
    },
  )
  const port = await new Promise<number>((resolve) => blobs.once('message', resolve))
  const webPush = (await import('web-push')).default
  const vapid = webPush.generateVAPIDKeys()
  Object.assign(process.env, {
    NETLIFY_BLOBS_CONTEXT: blobsContext(`http://127.0.0.1:${port}`, token, 'push-bench'),
    // The scheduled run signs each worker's job with a key derived from it (keys.ts); the workers check it.
    ACCESS_TOKEN_SECRET: `push-bench-${randomUUID()}`,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:bench@example.com',
  })
  const start = <T,>(data: Role) => {
    const worker = new Worker(new URL(import.meta.url), {workerData: data})
    return {worker, ready: new Promise<T>((resolve) => worker.once('message', resolve))}
  }
  const request = <T,>(worker: Worker) =>
    new Promise<T>((resolve) => (worker.once('message', resolve), worker.postMessage('go')))

  const push = start<{port: number; cert: string}>({role: 'push'})
  const {port: pushPort, cert} = await push.ready
  const platforms = Array.from({length: inline ? 0 : PLATFORM_THREADS}, () =>
    start<number>({role: 'platform', pushPort, cert}),
  )
  const platformPorts = await Promise.all(platforms.map((platform) => platform.ready))
  const {routeHttpsTo} = await import('../tests/support/fake-push')
  routeHttpsTo(pushPort, cert)

  const {importReminders} = await import('../netlify/functions/_shared/push-store/schedule')
  const {writeLastRun} = await import('../netlify/functions/_shared/push-store/run-state')
  const {dispatchDueReminders, sendDueReminders} = await import('../netlify/functions/_shared/push-send')
  const {invokeWorker} = await import('../netlify/functions/_shared/push-workers')

  // One browser key pair for all (every message is still encrypted with its own ephemeral key).
  const browser = createECDH('prime256v1')
  browser.generateKeys()
  const keys = {p256dh: browser.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url')}
  const seedStarted = Date.now()
  for (let first = 0; first < count; first += 1000) {
    const items = Array.from({length: Math.min(1000, count - first)}, () => ({
      subscription: {endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, keys},
      reminder: MORNING_REMINDER,
      timeZone: 'Europe/Berlin',
    }))
    await importReminders(items, new Date('2026-01-15T06:00:00Z'))
  }
  console.log(
    `Seeded ${count} subscribers with a reminder due at 07:00Z (08:00 in Berlin) in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  )
  await writeLastRun(new Date('2026-01-15T06:59:00Z'))

  // The scheduled run fires at 07:00:00; the simulated clock then moves with the real one.
  const due = Date.parse('2026-01-15T07:00:00Z')
  const started = Date.now()
  const cpuBefore = process.cpuUsage()
  const simulatedNow = () => new Date(due + (Date.now() - started))
  if (inline) {
    let sent = 0
    for (let run = 1; sent < count && run <= 60; run += 1) {
      const untilMinute = started + (run - 1) * 60_000 - Date.now()
      if (untilMinute > 0) await new Promise((resolve) => setTimeout(resolve, untilMinute))
      const summary = await sendDueReminders(simulatedNow())
      sent += summary.sent
      console.log(`Run ${run}: ${JSON.stringify(summary)}`)
    }
  } else {
    let next = 0
    const result = await dispatchDueReminders(simulatedNow(), (job) =>
      invokeWorker(`http://127.0.0.1:${platformPorts[next++ % platformPorts.length]}`, job),
    )
    console.log(`Scheduled run: ${JSON.stringify(result)} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    await Promise.all(platforms.map(({worker}) => request(worker)))
  }

  const arrivals = await request<number[]>(push.worker)
  const cpu = process.cpuUsage(cpuBefore)
  const lateness = arrivals.map((at) => (at - started) / 1000).sort((a, b) => a - b)
  const quantile = (q: number) => lateness[Math.min(lateness.length - 1, Math.ceil(q * lateness.length) - 1)] ?? NaN
  const last = lateness[lateness.length - 1] ?? NaN
  const how = inline ? 'runs of the scheduled function alone' : `16 background workers on ${PLATFORM_THREADS} threads`
  console.log(
    `Delivered ${arrivals.length} of ${count} reminders in ${last.toFixed(1)} s: ${(arrivals.length / last).toFixed(0)} per second (${how})`,
  )
  console.log(
    `Lateness after the due time: p50 ${quantile(0.5).toFixed(1)} s, p95 ${quantile(0.95).toFixed(1)} s, max ${last.toFixed(1)} s; ${lateness.filter((s) => s > 60).length} later than 60 s`,
  )
  // Independent of how busy the machine is: CPU time of every thread (Blobs server, push service and platform included).
  console.log(
    `CPU while sending: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s in all threads, ${((cpu.user + cpu.system) / 1e3 / Math.max(arrivals.length, 1)).toFixed(2)} ms per reminder; load average ${loadavg()[0].toFixed(1)}`,
  )
  for (const worker of [push.worker, ...platforms.map((platform) => platform.worker), blobs]) await worker.terminate()
  const met = arrivals.length === count && last <= DELIVERY_GOAL_S
  console.log(`Goal: all ${count} delivered within ${DELIVERY_GOAL_S} s of the due time: ${met ? 'met' : 'NOT met'}`)
  if (!met) process.exitCode = 1
}
