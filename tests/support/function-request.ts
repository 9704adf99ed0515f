import type {Context} from '@netlify/functions'

/**
 * Calls a handler the way Netlify does: a real Request in, a real Response out. `deployContext` is
 * Netlify's `context.deploy.context` ('production', 'deploy-preview', 'dev'…); without it the handler
 * runs as outside Netlify's runtime (local development). A deploy preview or branch deploy runs, as configured
 * (docs/deploy-contexts.md), with its own ACCESS_TOKEN_SECRET: this process's with the context appended;
 * `productionSecret` runs it with production's instead (the mistake secret-marks.ts refuses).
 */
export async function call(
  handler: (req: Request, context: Context) => Promise<Response>,
  path: string,
  init: {
    method?: string
    body?: unknown
    rawBody?: string
    headers?: Record<string, string>
    deployContext?: string
    productionSecret?: boolean
    params?: Record<string, string>
  } = {},
) {
  const headers = new Headers(init.headers)
  let body: string | undefined = init.rawBody
  if (init.body !== undefined) {
    body = JSON.stringify(init.body)
    headers.set('content-type', 'application/json')
  }
  const url = new URL(path, 'http://localhost:8888')
  const context = {
    params: init.params ?? {},
    ...(init.deployContext ? {deploy: {context: init.deployContext}} : {}),
  } as unknown as Context
  // Netlify's runtime also exposes the request's context as the global `Netlify.context`.
  const runtime = globalThis as {Netlify?: {context: unknown}}
  const before = runtime.Netlify
  if (init.deployContext) runtime.Netlify = {...before, context}
  let response: Response
  try {
    response = await withDeploySecret(
      init.deployContext,
      () => handler(new Request(url, {method: init.method ?? 'POST', body, headers}), context),
      init.productionSecret,
    )
  } finally {
    if (init.deployContext) runtime.Netlify = before
  }
  const text = await response.text()
  return {status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null}
}

/**
 * Runs `run` with the ACCESS_TOKEN_SECRET of `deployContext`: a deploy preview or branch deploy has its own (this
 * process's with the context appended), unless `productionSecret`; production and `dev` keep this process's.
 */
export async function withDeploySecret<T>(
  deployContext: string | undefined,
  run: () => Promise<T>,
  productionSecret = false,
): Promise<T> {
  const secret = process.env.ACCESS_TOKEN_SECRET
  const own =
    deployContext !== undefined && !['production', 'dev'].includes(deployContext) && !productionSecret && secret
  if (!own) return run()
  process.env.ACCESS_TOKEN_SECRET = `${secret}/${deployContext}`
  try {
    return await run()
  } finally {
    process.env.ACCESS_TOKEN_SECRET = secret
  }
}
