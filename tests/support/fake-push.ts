import {createECDH, randomBytes, randomUUID} from 'node:crypto'
import https from 'node:https'
import type {AddressInfo} from 'node:net'
import ece from 'http_ece'
import selfsigned from 'selfsigned'

/** One message the fake push service accepted, decrypted as the browser would. */
export type ReceivedPush = {endpointId: string; payload: {title: string; body: string; url: string; tag: string}; ttl: string | null; authorization: string}

type FakeSubscriber = {id: string; ecdh: ReturnType<typeof createECDH>; authSecret: Buffer}

/**
 * A local HTTPS push service (like FCM or Mozilla's autopush) for web-push: it keeps each subscriber's
 * private keys, decrypts every aes128gcm message with http_ece, and can answer a chosen status per endpoint.
 * web-push only speaks HTTPS, so the self-signed certificate is trusted through the global agent.
 */
export async function startFakePushService({record = true}: {record?: boolean} = {}) {
  let delayMs = 0
  const pems = await selfsigned.generate([{name: 'commonName', value: '127.0.0.1'}], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{name: 'subjectAltName', altNames: [{type: 7, ip: '127.0.0.1'}]}],
  })
  const subscribers = new Map<string, FakeSubscriber>()
  const statusFor = new Map<string, number>()
  const received: ReceivedPush[] = []
  let count = 0

  const server = https.createServer({key: pems.private, cert: pems.cert}, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const id = (req.url ?? '').replace('/push/', '')
      const subscriber = subscribers.get(id)
      const status = statusFor.get(id) ?? (subscriber ? 201 : 404)
      if (status === 201 && subscriber) {
        count += 1
        if (record) {
          const plain = ece.decrypt(Buffer.concat(chunks), {version: 'aes128gcm', privateKey: subscriber.ecdh, authSecret: subscriber.authSecret.toString('base64url')})
          received.push({endpointId: id, payload: JSON.parse(plain.toString('utf8')), ttl: req.headers.ttl as string | null, authorization: String(req.headers.authorization ?? '')})
        }
      }
      setTimeout(() => res.writeHead(status).end(), delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  const trusted = https.globalAgent.options.ca
  https.globalAgent.options.ca = pems.cert

  return {
    received,
    get count() {
      return count
    },
    /** A new browser subscription on this service: what pushManager.subscribe() would return. */
    subscribe() {
      const subscriber: FakeSubscriber = {id: randomUUID(), ecdh: createECDH('prime256v1'), authSecret: randomBytes(16)}
      subscriber.ecdh.generateKeys()
      subscribers.set(subscriber.id, subscriber)
      return {
        id: subscriber.id,
        endpoint: `https://127.0.0.1:${port}/push/${subscriber.id}`,
        keys: {p256dh: subscriber.ecdh.getPublicKey().toString('base64url'), auth: subscriber.authSecret.toString('base64url')},
      }
    },
    /** Answers every message this much later (to let runs overlap). */
    setDelay(ms: number) {
      delayMs = ms
    },
    /** Makes the service answer this status to one endpoint (410: the browser unsubscribed). */
    respondWith(id: string, status: number) {
      statusFor.set(id, status)
    },
    close: () =>
      new Promise<void>((resolve) => {
        https.globalAgent.options.ca = trusted
        https.globalAgent.destroy()
        server.close(() => resolve())
      }),
  }
}
