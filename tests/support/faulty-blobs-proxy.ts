import {createServer, request} from 'node:http'
import type {AddressInfo} from 'node:net'
import {blobsContext} from './blobs-server.cjs'

/** What the proxy does to a share of the requests it passes on (each a fraction, 0–1). */
export type FaultPlan = {
  /** Answered 503 without reaching the store (the request failed). */
  fail: number
  /** Held `stallMs` before it is passed on (the storage is slow). */
  stall: number
  stallMs: number
  /** Passed on and done by the store, but answered 503 (the answer was lost: the client cannot know it was done). */
  loseAnswer: number
  /** Also lose the answer of the first write (PUT) to each key, whatever the draw. */
  loseFirstWriteAnswer?: boolean
}

/**
 * The storage faults the tests and the scale bench's fault run use (docs/capacity.md "Faults"): 5% of requests fail,
 * another 5% stall 300 ms, and 3% are done but their answer is lost.
 */
export const STORAGE_FAULTS: FaultPlan = {fail: 0.05, stall: 0.05, stallMs: 300, loseAnswer: 0.03}

/** A seeded generator (mulberry32): the same faults on the same requests in every run. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A storage that fails: a proxy in front of the test Blobs server that fails, stalls or loses the answer of a share
 * of requests by `plan`, deterministically (`seed`). `contextFor(siteID, token)` is a NETLIFY_BLOBS_CONTEXT pointing
 * at it; `injected` counts what it did.
 */
export async function startFaultyBlobsProxy(target: string, plan: FaultPlan, seed = 1) {
  const upstream = new URL(target)
  const random = seeded(seed)
  const injected = {requests: 0, failed: 0, stalled: 0, lostAnswers: 0}
  const written = new Set<string>()
  const server = createServer((req, res) => {
    injected.requests += 1
    const roll = random()
    const refuse = () => {
      res.writeHead(503, {'content-type': 'text/plain'})
      res.end('injected fault')
    }
    if (roll < plan.fail) {
      injected.failed += 1
      req.resume()
      req.on('end', refuse)
      return
    }
    const firstWrite = req.method === 'PUT' && !written.has(req.url ?? '')
    if (req.method === 'PUT') written.add(req.url ?? '')
    const loseAnswer = roll < plan.fail + plan.loseAnswer || (firstWrite && plan.loseFirstWriteAnswer === true)
    const stall = !loseAnswer && roll < plan.fail + plan.loseAnswer + plan.stall
    const forward = () => {
      const outgoing = request(
        {host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers},
        (answer) => {
          if (loseAnswer) {
            injected.lostAnswers += 1
            answer.resume()
            answer.on('end', refuse)
            return
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      outgoing.on('error', () => {
        res.writeHead(502)
        res.end()
      })
      req.pipe(outgoing)
    }
    if (stall) {
      injected.stalled += 1
      // Held paused: the body waits in the socket until `forward` pipes it on.
      req.pause()
      setTimeout(forward, plan.stallMs)
    } else forward()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    injected,
    contextFor: (siteID: string, token: string) => blobsContext(url, token, siteID),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
