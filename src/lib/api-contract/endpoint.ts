/**
 * The shape of one entry of the API contract: where an endpoint lives, which methods it answers and which
 * function file serves it. Pure data (no zod, no Node, no Netlify), so the browser bundle can import it;
 * the request schemas sit beside each area in `<area>.schema.ts`, imported by the functions only.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export type Endpoint = {
  /** The function's `config.path` (a Netlify route; `:name` marks a parameter). */
  readonly path: string
  /** Further paths the same function serves (e.g. a `.csv` download). */
  readonly alsoPaths?: readonly string[]
  /** In the order the 405 answer lists them. */
  readonly methods: readonly HttpMethod[]
  /** The file under netlify/functions/ (without `.mts`) that serves it. */
  readonly fn: string
}

/** Keeps the literal types of an area's table while checking each entry. */
export const endpoints = <const T extends Record<string, Endpoint>>(table: T): T => table

/** A route with its `:name` parameters filled in (URI-encoded). */
export function pathWith(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(params[name])
  })
}
