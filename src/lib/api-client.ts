import type {QueryFunction} from '@tanstack/react-query'
import type {ErrorBody} from './api-contract/errors'

/** Spec: a non-OK answer raises "{status}: {body text or status text}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`)
  }

  /** The server's `{ error, code }` body (the contract's ErrorBody), when it sent one. */
  get details(): Partial<ErrorBody> {
    try {
      return JSON.parse(this.body)
    } catch {
      return {}
    }
  }
}

async function throwIfNotOk(res: Response) {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText)
}

/** Every call to the functions: cookies sent, JSON content type only when there is a body. */
export async function apiRequest(method: string, url: string, data?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? headers : {'Content-Type': 'application/json', ...headers},
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  })
  await throwIfNotOk(res)
  return res
}

export async function apiJson<T>(
  method: string,
  url: string,
  data?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const res = await apiRequest(method, url, data, headers)
  return (await res.json()) as T
}

/** Spec's default loader: the query key parts joined with '/' are the URL; 401 throws or yields null. */
export const getQueryFn =
  <T>({on401}: {on401: 'returnNull' | 'throw'}): QueryFunction<T | null> =>
  async ({queryKey}) => {
    const res = await fetch(queryKey.join('/'), {credentials: 'include'})
    if (on401 === 'returnNull' && res.status === 401) return null
    await throwIfNotOk(res)
    return (await res.json()) as T
  }
