import type {AnswerOf, BodyOf, Endpoint, HttpMethod, MethodOf} from './api-contract/endpoint'
import type {ErrorBody} from './api-contract/errors'

const API_ERROR_NAME = 'ApiError'

/** A non-OK answer raises "{status}: {body text or status text}". */
export type ApiError = Error & {
  readonly status: number
  readonly body: string
  /** The server's `{ error, code }` body (the contract's ErrorBody), when it sent one. */
  readonly details: Partial<ErrorBody>
}

/**
 * `error instanceof ApiError` as with a class. Not a class: a subclass of Error brings the transpiler's helpers for
 * extending a built-in into every first load that calls the API (docs/performance.md).
 */
export const ApiError = {
  [Symbol.hasInstance]: (value: unknown): value is ApiError => value instanceof Error && value.name === API_ERROR_NAME,
}

const parseDetails = (body: string): Partial<ErrorBody> => {
  try {
    const parsed: unknown = JSON.parse(body)
    return parsed !== null && typeof parsed === 'object' ? parsed : {}
  } catch {
    return {}
  }
}

function apiError(status: number, body: string, statusText: string): ApiError {
  const error = new Error(`${status}: ${body || statusText}`)
  error.name = API_ERROR_NAME
  return Object.assign(error, {status, body, details: parseDetails(body)})
}

/** Raises the original ApiError for a non-OK answer. */
export async function throwIfNotOk(res: Response) {
  if (!res.ok) throw apiError(res.status, await res.text(), res.statusText)
}

/** The header that carries her access token (purchaser, reviewer or demo) to the functions: one spelling of it. */
export const bearer = (token: string): Record<string, string> => ({Authorization: `Bearer ${token}`})

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

/** Where a call goes besides its endpoint: extra headers, and the URL when the path takes parameters or a query. */
export type CallOptions = {headers?: Record<string, string>; url?: string}
/** The body the contract names for this method (none where it names none), then the options. */
export type CallArgs<E, M extends HttpMethod> =
  BodyOf<E, M> extends undefined
    ? [data?: undefined, options?: CallOptions]
    : [data: BodyOf<E, M>, options?: CallOptions]

/**
 * A call to an endpoint of the API contract, read as what the contract says that endpoint answers to `method`
 * (`AnswerOf`): the function answers through the same type (`answer`, netlify/functions/_shared/http.ts).
 */
export async function apiJson<E extends Endpoint, M extends MethodOf<E>>(
  endpoint: E,
  method: M,
  ...[data, {headers, url = endpoint.path} = {}]: CallArgs<E, M>
): Promise<AnswerOf<E, M>> {
  const res = await apiRequest(method, url, data, headers)
  // The network's answer is taken as the contract's type: the function's side is checked where it answers.
  return (await res.json()) as AnswerOf<E, M>
}
