import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {evaluate, parse} from 'groq-js'
import type {SanityDocument} from '../../build-time/content-source/dataset'

export const FAKE_SANITY_TOKEN = 'fake-sanity-read-token'

type FakeSanityOptions = {documents: SanityDocument[]; sdl: string; dataset?: string}

const isDraft = (doc: SanityDocument) => doc._id.startsWith('drafts.')

/**
 * A local stand-in for the parts of Sanity's HTTP API that gatsby-source-sanity reads (API version v1):
 * the deployed GraphQL schema text, the dataset export (NDJSON), GROQ queries and the listener of watch mode.
 * Like the real API, drafts are only visible with a token.
 */
export async function startFakeSanity({documents, sdl, dataset = 'production'}: FakeSanityOptions) {
  const requests: string[] = []
  const listeners = new Set<ServerResponse>()

  const visible = (req: IncomingMessage) =>
    req.headers.authorization === `Bearer ${FAKE_SANITY_TOKEN}` ? documents : documents.filter((doc) => !isDraft(doc))

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    requests.push(`${req.method} ${url.pathname}`)
    if (url.pathname === `/v1/apis/graphql/${dataset}/default`) {
      res.writeHead(200, {'Content-Type': 'application/graphql'}).end(sdl)
    } else if (url.pathname === `/v1/data/export/${dataset}`) {
      res.writeHead(200, {'Content-Type': 'application/x-ndjson'}).end(
        visible(req)
          .map((doc) => JSON.stringify(doc))
          .join('\n') + '\n',
      )
    } else if (new RegExp(`^/v[^/]+/data/query/${dataset}$`).test(url.pathname)) {
      const params = Object.fromEntries(
        [...url.searchParams]
          .filter(([key]) => key.startsWith('$'))
          .map(([key, value]) => [key.slice(1), JSON.parse(value)]),
      )
      try {
        const tree = parse(url.searchParams.get('query') ?? '', {params})
        const result = await (await evaluate(tree, {dataset: visible(req), params})).get()
        res
          .writeHead(200, {'Content-Type': 'application/json'})
          .end(JSON.stringify({ms: 1, query: url.searchParams.get('query'), result}))
      } catch (error) {
        res
          .writeHead(400, {'Content-Type': 'application/json'})
          .end(JSON.stringify({error: {description: (error as Error).message, type: 'queryParseError'}}))
      }
    } else if (url.pathname === `/v1/data/listen/${dataset}`) {
      // Watch mode keeps a listener open; nothing changes on the server side during a test.
      res.writeHead(200, {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive'})
      res.write(`event: welcome\ndata: ${JSON.stringify({listenerName: 'fake'})}\n\n`)
      listeners.add(res)
      req.on('close', () => listeners.delete(res))
    } else {
      res
        .writeHead(404, {'Content-Type': 'application/json'})
        .end(JSON.stringify({error: 'Not found', message: `The fake has no ${url.pathname}`}))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    /** What gatsby-source-sanity's `apiHost` should be: the client puts the project id in front of the host. */
    apiHost: `http://localhost:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of listeners) res.end()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
