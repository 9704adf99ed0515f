import type {Context} from '@netlify/functions'

/** Calls a handler the way Netlify does: a real Request in, a real Response out. */
export async function call(
  handler: (req: Request, context: Context) => Promise<Response>,
  path: string,
  init: {method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string>} = {},
) {
  const headers = new Headers(init.headers)
  let body: string | undefined = init.rawBody
  if (init.body !== undefined) {
    body = JSON.stringify(init.body)
    headers.set('content-type', 'application/json')
  }
  const url = new URL(path, 'http://localhost:8888')
  const response = await handler(new Request(url, {method: init.method ?? 'POST', body, headers}), {
    params: {},
  } as unknown as Context)
  const text = await response.text()
  return {status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null}
}
