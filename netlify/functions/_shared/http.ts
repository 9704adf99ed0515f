import type {z} from 'zod'
import {MissingConfigError} from './env'

/** Every error the functions answer has this body: a plain sentence and, where useful, a stable code. */
export type ErrorBody = {error: string; code?: string}

/**
 * Security headers of every JSON answer: never MIME-sniffed, and never stored by a browser, proxy
 * or CDN, since most answers are personal (tokens, orders, health data). A handler may set its own
 * `Cache-Control` for a public answer (the usage counter); `nosniff` always applies.
 */
export const FUNCTION_RESPONSE_HEADERS = {'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store'} as const

/** A JSON answer with the security headers; `headers` adds to them (or replaces `Cache-Control`). */
export function json(status: number, body: unknown, headers?: HeadersInit): Response {
  const response = Response.json(body, {status, headers})
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', FUNCTION_RESPONSE_HEADERS['Cache-Control'])
  response.headers.set('X-Content-Type-Options', FUNCTION_RESPONSE_HEADERS['X-Content-Type-Options'])
  return response
}

export const errorResponse = (status: number, error: string, code?: string) =>
  json(status, code ? {error, code}: {error})

/** 405 unless the request uses one of the allowed methods. */
export function rejectMethod(req: Request, ...allowed: string[]): Response | null {
  return allowed.includes(req.method)
    ? null
: json(405, {error: `Method ${req.method} is not allowed here. Use ${allowed.join(' or ')}.`}, {Allow: allowed.join(', ')})
}

type Parsed<T> = {data: T; response?: undefined} | {data?: undefined; response: Response}

const describeIssues = (issues: z.core.$ZodIssue[]) =>
  issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}`: issue.message)).join('; ')

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
    return {response: json(400, {error: 'The request body must be valid JSON.', code: 'invalid_json'})}
  }
  return validate(schema, body)
}

type Handler<C> = (req: Request, context: C) => Promise<Response>

/** Answers a missing secret with 500 naming the variable and any other failure with a generic 500, always as JSON. */
export const withErrors =
  <C>(handler: Handler<C>): Handler<C> =>
  async (req, context) => {
    try {
      return await handler(req, context)
    } catch (error) {
      if (error instanceof MissingConfigError) return errorResponse(500, error.message, 'missing_config')
      console.error(error)
      return errorResponse(500, 'Something went wrong on our side. Please try again.', 'internal_error')
    }
  }
