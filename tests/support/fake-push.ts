import {createECDH, randomBytes, randomUUID} from 'node:crypto'
import https from 'node:https'
import type {ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import tls from 'node:tls'
import ece from 'http_ece'
import selfsigned from 'selfsigned'

/** One message the fake push service accepted, decrypted as the browser would. */
export type ReceivedPush = {
  endpointId: string
  payload: {title: string; body: string; url: string; tag: string}
  ttl: string | null
  authorization: string
}

type FakeSubscriber = {id: string; ecdh: ReturnType<typeof createECDH>; authSecret: Buffer}

/** The push services' hosts the fake answers for, one per browser family (see push-services.ts). */
export const FAKE_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'wns2-par02p.notify.windows.com',
  'web.push.apple.com',
]

/**
 * A local HTTPS push service (like FCM or Mozilla's autopush) for web-push: it keeps each subscriber's
 * private keys, decrypts every aes128gcm message with http_ece, and can answer a chosen status per endpoint.
 *
 * Subscriptions get the real push services' URLs (https://fcm.googleapis.com/fcm/send/…), which the server's
 * allowlist accepts. Inside this process only, Node's global HTTPS agent is replaced by one that connects every
 * request to this server, whose self-signed certificate names those hosts: the production code has no switch
 * that could send anywhere else, and these tests still reach the fake. The browser tests' server is another
 * process: there `route: false`, a fixed `port`, and the preload fake-push-route.cjs do the same.
 */
export async function startFakePushService({
  record = true,
  acceptAll = false,
  route = true,
  port: listenPort = 0,
}: {record?: boolean; acceptAll?: boolean; route?: boolean; port?: number} = {}) {
  let delayMs = 0
  /** Messages after this many accepted ones get no answer (a worker waiting on them is as good as dead). */
  let answerUpTo = Infinity
  const unanswered = new Set<ServerResponse>()
  const pems = await selfsigned.generate([{name: 'commonName', value: '127.0.0.1'}], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [{type: 7, ip: '127.0.0.1'}, ...FAKE_PUSH_HOSTS.map((value) => ({type: 2 as const, value}))],
      },
    ],
  })
  const subscribers = new Map<string, FakeSubscriber>()
  const statusFor = new Map<string, number>()
  const received: ReceivedPush[] = []
  /** When each accepted message arrived (ms since the epoch), for lateness figures. */
  const arrivals: number[] = []
  let count = 0

  const server = https.createServer({key: pems.private, cert: pems.cert}, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop() ?? ''
      const subscriber = subscribers.get(id)
      const status = statusFor.get(id) ?? (subscriber || acceptAll ? 201 : 404)
      if (status === 201 && count >= answerUpTo) {
        unanswered.add(res)
        return
      }
      if (status === 201) {
        count += 1
        arrivals.push(Date.now())
        if (record && subscriber) {
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: subscriber.ecdh,
            authSecret: subscriber.authSecret.toString('base64url'),
          })
          received.push({
            endpointId: id,
            payload: JSON.parse(plain.toString('utf8')),
            ttl: req.headers.ttl as string | null,
            authorization: String(req.headers.authorization ?? ''),
          })
        }
      }
      setTimeout(() => res.writeHead(status).end(), delayMs)
    })
  })
  // Push services keep connections open; a short idle close would race with reuse (ECONNRESET).
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(listenPort, '127.0.0.1', resolve)
  })
  const {port} = server.address() as AddressInfo
  const unroute = route ? routeHttpsTo(port, pems.cert) : () => undefined

  return {
    received,
    arrivals,
    port,
    cert: pems.cert,
    get count() {
      return count
    },
    /** A new browser subscription on this service: what pushManager.subscribe() would return. */
    subscribe(host: string = FAKE_PUSH_HOSTS[0]) {
      const subscriber: FakeSubscriber = {id: randomUUID(), ecdh: createECDH('prime256v1'), authSecret: randomBytes(16)}
      subscriber.ecdh.generateKeys()
      subscribers.set(subscriber.id, subscriber)
      return {
        id: subscriber.id,
        endpoint: `https://${host}/push/${subscriber.id}`,
        keys: {
          p256dh: subscriber.ecdh.getPublicKey().toString('base64url'),
          auth: subscriber.authSecret.toString('base64url'),
        },
      }
    },
    /** Answers every message this much later (to let runs overlap). */
    setDelay(ms: number) {
      delayMs = ms
    },
    /** Accepts this many more messages, then leaves new ones unanswered (and undelivered) until `answerAgain`. */
    stopAnsweringAfter(more: number) {
      answerUpTo = count + more
    },
    get unanswered() {
      return unanswered.size
    },
    /** Answers new messages again (those left unanswered stay so until `hangUp`). */
    answerAgain() {
      answerUpTo = Infinity
    },
    /** Drops the messages left unanswered with their connections: never delivered, their senders see an error. */
    hangUp() {
      for (const res of unanswered) res.socket?.destroy()
      unanswered.clear()
    },
    /** Makes the service answer this status to one endpoint (410: the browser unsubscribed). */
    respondWith(id: string, status: number) {
      statusFor.set(id, status)
    },
    close: () =>
      new Promise<void>((resolve) => {
        unroute()
        server.close(() => resolve())
      }),
  }
}

/**
 * Sends every HTTPS request of this thread (web-push uses Node's global agent) to the fake on `port`; the TLS
 * check still expects the host the request was meant for. Returns the undo.
 */
export function routeHttpsTo(port: number, ca: string) {
  const original = https.globalAgent
  const routed = new https.Agent({keepAlive: true, ca})
  routed.createConnection = (options) => {
    const target = options as tls.ConnectionOptions & {host?: string}
    return tls.connect({...target, host: '127.0.0.1', port, servername: target.servername || target.host})
  }
  https.globalAgent = routed
  return () => {
    https.globalAgent = original
    routed.destroy()
  }
}
