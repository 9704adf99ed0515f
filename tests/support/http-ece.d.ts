// http_ece ships without types; only decrypt is used (by the fake push service).
declare module 'http_ece' {
  import type {ECDH} from 'node:crypto'
  export function decrypt(buffer: Buffer, params: {version: 'aes128gcm'; privateKey: ECDH; authSecret: string}): Buffer
}
