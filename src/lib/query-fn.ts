import type {QueryFunction} from '@tanstack/react-query'
import {throwIfNotOk} from './api-client'

// Beside api-client, not in it: only the query client (loaded with the first query) needs it, and api-client is in
// the checkout's first load (docs/performance.md).
/** The original default loader: the query key parts joined with '/' are the URL; 401 throws or yields null. */
export const getQueryFn =
  <T>({on401}: {on401: 'returnNull' | 'throw'}): QueryFunction<T | null> =>
  async ({queryKey}) => {
    const res = await fetch(queryKey.join('/'), {credentials: 'include'})
    if (on401 === 'returnNull' && res.status === 401) return null
    await throwIfNotOk(res)
    return (await res.json()) as T
  }
