import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'

/** The local fakes of the providers' HTTP APIs (Stripe, PayPal): the real SDKs talk to these in tests. */

/** A JSON answer, open to the browser SDKs (CORS). */
export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*'})
  res.end(JSON.stringify(body))
}

/** The request body as text. */
export async function readBody(req: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of req) body += chunk
  return body
}

/**
 * Serves `handle` on 127.0.0.1 (`port` 0: any free port). A handler that throws answers 500 with the provider's
 * error shape (`errorBody`), so a bug in a fake shows as the provider's server error, not a hung request.
 */
export async function serveFakeApi(
  port: number,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>,
  errorBody: (message: string) => unknown,
) {
  const server = createServer((req, res) => {
    handle(req, res).catch((error) => sendJson(res, 500, errorBody(String(error))))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as {port: number}
  return {port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve()))}
}
