/**
 * SHA-256 of a string (UTF-8), hex. Synchronous, so the Studio's badges and actions (which render as hooks) can
 * fingerprint a document without waiting on Web Crypto; Node's `crypto` is not in the Studio's browser bundle.
 */
const K = Uint32Array.from(
  // The first 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4, 4.2.2).
  '428a2f98 71374491 b5c0fbcf e9b5dba5 3956c25b 59f111f1 923f82a4 ab1c5ed5 d807aa98 12835b01 243185be 550c7dc3 72be5d74 80deb1fe 9bdc06a7 c19bf174 e49b69c1 efbe4786 0fc19dc6 240ca1cc 2de92c6f 4a7484aa 5cb0a9dc 76f988da 983e5152 a831c66d b00327c8 bf597fc7 c6e00bf3 d5a79147 06ca6351 14292967 27b70a85 2e1b2138 4d2c6dfc 53380d13 650a7354 766a0abb 81c2c92e 92722c85 a2bfe8a1 a81a664b c24b8b70 c76c51a3 d192e819 d6990624 f40e3585 106aa070 19a4c116 1e376c08 2748774c 34b0bcb5 391c0cb3 4ed8aa4a 5b9cca4f 682e6ff3 748f82ee 78a5636f 84c87814 8cc70208 90befffa a4506ceb bef9a3f7 c67178f2'
    .split(' ')
    .map((word) => parseInt(word, 16)),
)
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))

/** The message padded to a multiple of 64 bytes, its bit length in the last 8 (big-endian). */
function padded(bytes: Uint8Array) {
  const length = Math.ceil((bytes.length + 9) / 64) * 64
  const out = new Uint8Array(length)
  out.set(bytes)
  out[bytes.length] = 0x80
  const view = new DataView(out.buffer)
  const bits = bytes.length * 8
  view.setUint32(length - 8, Math.floor(bits / 2 ** 32))
  view.setUint32(length - 4, bits >>> 0)
  return view
}

export function sha256Hex(text: string): string {
  const view = padded(new TextEncoder().encode(text))
  const hash = [...H0]
  const w = new Uint32Array(64)
  for (let offset = 0; offset < view.byteLength; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4)
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3)
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10)
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0
    }
    let [a, b, c, d, e, f, g, h] = hash
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0
      ;[h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0]
    }
    hash.forEach((value, i) => (hash[i] = (value + [a, b, c, d, e, f, g, h][i]) >>> 0))
  }
  return hash.map((value) => value.toString(16).padStart(8, '0')).join('')
}
