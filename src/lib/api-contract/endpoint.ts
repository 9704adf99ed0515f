/**
 * The shape of one entry of the API contract: where an endpoint lives, which methods it answers, which function
 * file serves it, and (as types only) what each method answers and takes. Pure data (no zod, no Node, no Netlify), so
 * the browser bundle can import it; the request schemas sit beside each area in `<area>.schema.ts`, imported by the
 * functions only.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/**
 * What an endpoint answers on success, by method. A type only: no entry holds a value for it at run time. The
 * function answers through it (`answer`, netlify/functions/_shared/http.ts) and the browser reads through it
 * (`apiJson`, src/lib/api-client.ts), so the two cannot drift apart unnoticed by the type check.
 */
export type Answers = Partial<Record<HttpMethod, unknown>>
/**
 * What the browser sends to each method that takes a body: the request schema's input type (`z.input` in
 * `<area>.schema.ts`, which the function parses with). A type only, like `Answers`.
 */
export type Bodies = Partial<Record<HttpMethod, unknown>>
declare const answersOf: unique symbol
declare const bodiesOf: unique symbol

type EndpointFields = {
  /** The function's `config.path` (a Netlify route; `:name` marks a parameter). */
  readonly path: string
  /** Further paths the same function serves (e.g. a `.csv` download). */
  readonly alsoPaths?: readonly string[]
  /** In the order the 405 answer lists them. */
  readonly methods: readonly HttpMethod[]
  /** The file under netlify/functions/ (without `.mts`) that serves it. */
  readonly fn: string
}

/** An entry of the contract; `[answersOf]` and `[bodiesOf]` are never set: they carry its types. */
export type Endpoint<A extends Answers = Answers, B extends Bodies = Bodies> = EndpointFields & {
  readonly [answersOf]?: A
  readonly [bodiesOf]?: B
}

/** The methods an endpoint answers, as its answer types name them. */
export type MethodOf<E> = E extends Endpoint<infer A> ? keyof A & HttpMethod : never
/** What `endpoint` answers to `method` on success. */
export type AnswerOf<E, M extends HttpMethod> = E extends Endpoint<infer A> ? Exclude<A[M], undefined> : never
/** What the browser sends to `method` of `endpoint`: its body type, or `undefined` for a method that takes none. */
export type BodyOf<E, M extends HttpMethod> =
  E extends Endpoint<Answers, infer B> ? (M extends keyof B ? Exclude<B[M], undefined> : undefined) : never

/**
 * An entry with its answers by method, one per method it serves, and the bodies of the methods that take one:
 * `answering<{POST: OkResult}, {POST: EmailCaptureBody}>()({path, …})`. The one place these types are attached; the
 * entry itself is returned as it is.
 */
export const answering =
  <A extends Answers, B extends Bodies = Record<never, never>>() =>
  <const E extends EndpointFields & {methods: readonly (keyof A & HttpMethod)[]}>(entry: E) =>
    entry as E & Endpoint<A, B>

/** Keeps the literal types of an area's table while checking each entry. */
export const endpoints = <const T extends Record<string, Endpoint>>(table: T): T => table

/** A route with its `:name` parameters filled in (URI-encoded). */
export function pathWith(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(params[name])
  })
}
