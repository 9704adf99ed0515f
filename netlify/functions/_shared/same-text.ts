import {timingSafeEqual} from 'node:crypto'

/** Whether two secrets (a signature, an auth key, a client secret) are equal, compared in constant time. */
export const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)]
  return x.length === y.length && timingSafeEqual(x, y)
}
