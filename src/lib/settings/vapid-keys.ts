/**
 * A VAPID key pair for the reminders' web push, made in the coach's browser on the Setup page (docs/coach-guide.md,
 * "The steps, in order") so that no step needs a terminal. The values are what `web-push generate-vapid-keys` prints
 * and the functions' `setVapidDetails` takes: the public key is the uncompressed P-256 point (65 bytes, 0x04 first),
 * the private key the 32-byte scalar d, each base64url without padding. WebCrypto only: no server sees the pair.
 */
export type VapidKeys = {publicKey: string; privateKey: string}

/** base64url without padding, as web-push writes its keys (btoa: the page has no Buffer). */
function base64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * The two values from the public key's raw export and the private key's JWK, whose d is already base64url of the
 * full 32 bytes (RFC 7518 §6.2.2.1): checked, so a browser that exported anything else shows no half-usable pair.
 */
function vapidKeysOf(rawPublicKey: ArrayBuffer, privateJwk: JsonWebKey): VapidKeys {
  const point = new Uint8Array(rawPublicKey)
  if (point.length !== 65 || point[0] !== 4) throw new Error('The public key is not an uncompressed P-256 point.')
  const {crv, d} = privateJwk
  if (crv !== 'P-256' || !d || !/^[A-Za-z0-9_-]{43}$/.test(d)) throw new Error('The private key is not 32 bytes.')
  return {publicKey: base64Url(point), privateKey: d}
}

/** A new pair from the browser's own generator (crypto.subtle: on https pages and localhost). */
export async function makeVapidKeys(): Promise<VapidKeys> {
  const {subtle} = globalThis.crypto
  const pair = await subtle.generateKey({name: 'ECDSA', namedCurve: 'P-256'}, true, ['sign', 'verify'])
  const [raw, jwk] = await Promise.all([
    subtle.exportKey('raw', pair.publicKey),
    subtle.exportKey('jwk', pair.privateKey),
  ])
  return vapidKeysOf(raw, jwk)
}
