import type {Endpoint, MethodOf} from '../api-contract/endpoint'
import {apiJson, bearer, type CallArgs} from '../api-client'
import {readString, STORAGE_KEYS} from '../storage'

/**
 * Her access token (purchaser, reviewer or demo) as this browser holds it when a call leaves: no component passes
 * it down, and a renewed token (access-store.ts) is used from the next call on. Without one the call goes bare and
 * the function answers 401 as to anyone.
 */
const withAccess = (headers: Record<string, string> = {}): Record<string, string> => {
  const token = readString(STORAGE_KEYS.accessToken)
  return token ? {...bearer(token), ...headers} : headers
}

/** A call to a function that checks her access: `apiJson` with her token attached. */
export const accessJson = <E extends Endpoint, M extends MethodOf<E>>(
  endpoint: E,
  method: M,
  ...[data, {headers, url} = {}]: CallArgs<E, M>
) => apiJson(endpoint, method, ...([data, {headers: withAccess(headers), url}] as CallArgs<E, M>))
