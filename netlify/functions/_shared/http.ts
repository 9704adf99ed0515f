import type {z} from 'zod'
import {API_ERRORS, type ApiErrorSpec, type Endpoint} from '../../../src/lib/api-contract'
import type {AnswerOf, MethodOf} from '../../../src/lib/api-contract/endpoint'
import {StoredRecordInvalidError} from './blobs'
import {ContendedRecordError} from './conditional-update'
import {MissingConfigError, type DeployContextHolder} from './env'
import {logError} from './log'
import {BadCursorError} from './paged-index'
import {checkOwnSecret, SharedSecretError} from './secret-marks'

/**
 * Security headers of every JSON answer: never MIME-sniffed, and never stored by a browser, proxy
 * or CDN, since most answers are personal (tokens, orders, health data). A handler may set its own
 * `Cache-Control` for a public answer (the usage counter); `nosniff` always applies.
 */
export const FUNCTION_RESPONSE_HEADERS = {'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store'} as const

/**
 * A JSON answer with the security headers; `headers` adds to them (or replaces `Cache-Control`). A function in the
 * API contract answers success through `answer`, errors through `errorResponse`.
 */
export function json<Body>(status: number, body: Body, headers?: HeadersInit): Response {
  const response = Response.json(body, {status, headers})
  if (!response.headers.has('Cache-Control'))
    response.headers.set('Cache-Control', FUNCTION_RESPONSE_HEADERS['Cache-Control'])
  response.headers.set('X-Content-Type-Options', FUNCTION_RESPONSE_HEADERS['X-Content-Type-Options'])
  return response
}

/**
 * The success answer of an endpoint of the API contract to `method`: the body must be what the contract says the
 * browser reads (`AnswerOf`), so the two sides cannot drift apart (tests/architecture/api-answers.test.ts).
 */
export const answer = <E extends Endpoint, M extends MethodOf<E>>(
  endpoint: E,
  method: M,
  status: 200 | 201 | 202,
  body: AnswerOf<E, M>,
  headers?: HeadersInit,
) => json(status, body, headers)

/** Every error the functions answer has this body: a plain sentence and, where useful, a stable code (ErrorBody). */
export const errorResponse = (status: number, error: string, code?: string) =>
  json(status, code ? {error, code} : {error})

/** The answer for one of the contract's shared errors (src/lib/api-contract/errors.ts). */
export const apiError = (spec: ApiErrorSpec) => errorResponse(spec.status, spec.error, spec.code)

/** 405 unless the request uses one of the allowed methods. */
export function rejectMethod(req: Request, ...allowed: string[]): Response | null {
  return allowed.includes(req.method)
    ? null
    : json(
        405,
        {error: `Method ${req.method} is not allowed here. Use ${allowed.join(' or ')}.`},
        {Allow: allowed.join(', ')},
      )
}

type Parsed<T> = {data: T; response?: undefined} | {data?: undefined; response: Response}

const describeIssues = (issues: z.core.$ZodIssue[]) =>
  issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ')

/** Validates plain data (a parsed body or query) against a schema: the data, or a 400 that says what is wrong. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.infer<S>> {
  const result = schema.safeParse(input)
  return result.success
    ? {data: result.data}
    : {response: json(400, {error: `Invalid request: ${describeIssues(result.error.issues)}`, code: 'invalid_request'})}
}

/** Reads a JSON body and validates it. */
export async function parseBody<S extends z.ZodType>(req: Request, schema: S): Promise<Parsed<z.infer<S>>> {
  let body: unknown
  try {
    body = JSON.parse(await req.text())
  } catch {
    return {response: apiError(API_ERRORS.invalidJson)}
  }
  return validate(schema, body)
}

/** A check before the body is read: a refusal, or nothing when the request may go on. */
export type Refusal = () => Response | null | undefined | Promise<Response | null | undefined>

/** The endpoint's method guard, then each check in order: the first refusal, or null when the request may go on. */
export async function refuseRequest(
  req: Request,
  endpoint: Pick<Endpoint, 'methods'>,
  ...checks: Refusal[]
): Promise<Response | null> {
  const wrongMethod = rejectMethod(req, ...endpoint.methods)
  if (wrongMethod) return wrongMethod
  for (const check of checks) {
    const refused = await check()
    if (refused) return refused
  }
  return null
}

/** The front of a handler that takes a JSON body: method guard, the checks in order, then the body validated. */
export async function readRequest<S extends z.ZodType>(
  req: Request,
  endpoint: Pick<Endpoint, 'methods'>,
  schema: S,
  ...checks: Refusal[]
): Promise<Parsed<z.infer<S>>> {
  const refused = await refuseRequest(req, endpoint, ...checks)
  return refused ? {response: refused} : parseBody(req, schema)
}

type Handler<C> = (req: Request, context: C) => Promise<Response>

/**
 * First, on a deploy preview or branch deploy, refuses to work with production's secret (secret-marks.ts). Answers a
 * missing secret, or production's on a preview, with 500 naming the variable, a list cursor not of our making with 400, a record that could not be changed safely with 503
 * (fail closed, docs/threat-model.md), a stored record that does not parse with its own 500 (nothing was written over
 * it, docs/architecture.md "Functions and stores"), and any other failure with a generic 500, always as JSON.
 */
export const withErrors =
  <C extends DeployContextHolder>(handler: Handler<C>): Handler<C> =>
  async (req, context) => {
    try {
      await checkOwnSecret(context)
      return await handler(req, context)
    } catch (error) {
      if (error instanceof MissingConfigError) return errorResponse(500, error.message, 'missing_config')
      if (error instanceof SharedSecretError) {
        console.error(error.message)
        return errorResponse(500, error.message, 'missing_config')
      }
      if (error instanceof BadCursorError) return errorResponse(400, error.message, 'invalid_request')
      // A record that could not be changed safely (contended, or no ETag to write on): nothing was written.
      if (error instanceof ContendedRecordError) {
        console.error(error.message)
        return json(503, {error: 'Too many changes at once. Please try again.', code: 'busy'}, {'Retry-After': '1'})
      }
      if (error instanceof StoredRecordInvalidError) {
        logError('Stored record not readable', error)
        return apiError(API_ERRORS.storedRecordInvalid)
      }
      logError('Unexpected error', error)
      return apiError(API_ERRORS.internal)
    }
  }
