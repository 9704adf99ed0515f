/** @jest-environment node */
// Node's WebCrypto is the browser's here (jsdom has no crypto.subtle); web-push is what the functions send with.
import {createPublicKey, verify} from 'node:crypto'
import webPush from 'web-push'
import {makeVapidKeys} from '../../../../src/lib/settings/vapid-keys'
import {vapidKeysPair, vapidPrivateKeyProblem, vapidPublicKeyProblem} from '../../../../src/lib/settings/value-checks'

/** The JWT's ES256 signature checked with the public key alone, as a push service checks it. */
function signedBy(jwt: string, publicKey: string): boolean {
  const [header, payload, signature] = jwt.split('.')
  const point = Buffer.from(publicKey, 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  return verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    {key, dsaEncoding: 'ieee-p1363'},
    Buffer.from(signature, 'base64url'),
  )
}

describe('a VAPID key pair made in the browser', () => {
  it('is what `web-push generate-vapid-keys` prints: 87 and 43 base64url characters without padding', async () => {
    const made = await makeVapidKeys()
    const printed = webPush.generateVAPIDKeys()
    expect(made.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(made.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect([made.publicKey.length, made.privateKey.length]).toEqual([
      printed.publicKey.length,
      printed.privateKey.length,
    ])
    expect(Buffer.from(made.publicKey, 'base64url').toString('base64url')).toBe(made.publicKey)
    expect(Buffer.from(made.publicKey, 'base64url')[0]).toBe(4)
  })

  it('is taken by web-push, whose signed header verifies with the public key, and passes the preflight', async () => {
    // Many pairs: a value with leading zero bytes, or one whose base64 holds + or /, shows up among them.
    for (let run = 0; run < 40; run += 1) {
      const {publicKey, privateKey} = await makeVapidKeys()
      expect(() => webPush.setVapidDetails('mailto:coach@example.com', publicKey, privateKey)).not.toThrow()
      const {Authorization} = webPush.getVapidHeaders(
        'https://fcm.googleapis.com',
        'mailto:coach@example.com',
        publicKey,
        privateKey,
        'aes128gcm',
      )
      const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(Authorization)!
      expect(k).toBe(publicKey)
      expect(signedBy(jwt, publicKey)).toBe(true)
      expect([vapidPublicKeyProblem(publicKey), vapidPrivateKeyProblem(privateKey)]).toEqual([null, null])
      expect(vapidKeysPair(publicKey, privateKey)).toBe(true)
    }
  })

  it('makes a different pair each time', async () => {
    const [first, second] = await Promise.all([makeVapidKeys(), makeVapidKeys()])
    expect(second.publicKey).not.toBe(first.publicKey)
    expect(second.privateKey).not.toBe(first.privateKey)
  })
})
