import {createHash} from 'node:crypto'
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {evaluate, parse} from 'groq-js'
import type {SanityDocument} from '../../build-time/content-source/dataset'

export const FAKE_SANITY_TOKEN = 'fake-sanity-read-token'
export const FAKE_SANITY_WRITE_TOKEN = 'fake-sanity-editor-token'

/** `sdl` null: the project's GraphQL API is not deployed (Sanity answers 404 for it). */
type FakeSanityOptions = {documents: SanityDocument[]; sdl: string | null; dataset?: string}

const isDraft = (doc: SanityDocument) => doc._id.startsWith('drafts.')

/** A mutation of Sanity's mutate endpoint, as the content import sends them. */
type Mutation = {createIfNotExists?: SanityDocument; createOrReplace?: SanityDocument}

/**
 * A local stand-in for the parts of Sanity's HTTP API that gatsby-source-sanity reads (API version v1):
 * the deployed GraphQL schema text, the dataset export (NDJSON), GROQ queries and the listener of watch mode.
 * Like the real API, drafts are only visible with a token. The content import's writes (mutations, image uploads)
 * change `documents` in place and need the write token; each upload keeps its bytes in `images`.
 */
export async function startFakeSanity({documents, sdl, dataset = 'production'}: FakeSanityOptions) {
  const requests: string[] = []
  const listeners = new Set<ServerResponse>()

  const visible = (req: IncomingMessage) =>
    req.headers.authorization === `Bearer ${FAKE_SANITY_TOKEN}` ? documents : documents.filter((doc) => !isDraft(doc))

  const images = new Map<string, Buffer>()

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    requests.push(`${req.method} ${url.pathname}`)
    const json = (status: number, body: unknown) =>
      res.writeHead(status, {'Content-Type': 'application/json'}).end(JSON.stringify(body))
    if (req.method === 'POST' && req.headers.authorization !== `Bearer ${FAKE_SANITY_WRITE_TOKEN}`) {
      json(401, {error: 'Unauthorized', message: 'Writing needs a token with write rights'})
    } else if (req.method === 'POST' && new RegExp(`^/v[^/]+/data/mutate/${dataset}$`).test(url.pathname)) {
      const {mutations} = JSON.parse((await readBody(req)).toString('utf8')) as {mutations: Mutation[]}
      const results = mutations.map(({createIfNotExists, createOrReplace}) => {
        const doc = (createIfNotExists ?? createOrReplace)!
        const at = documents.findIndex((candidate) => candidate._id === doc._id)
        if (at === -1) documents.push(doc)
        else if (createOrReplace) documents[at] = doc
        return {id: doc._id, operation: at === -1 ? 'create' : createOrReplace ? 'update' : 'none'}
      })
      json(200, {transactionId: `fake-${requests.length}`, results})
    } else if (req.method === 'POST' && new RegExp(`^/v[^/]+/assets/images/${dataset}$`).test(url.pathname)) {
      const bytes = await readBody(req)
      const _id = `image-${createHash('sha1').update(bytes).digest('hex')}-1x1-png`
      images.set(_id, bytes)
      json(200, {document: {_id, _type: 'sanity.imageAsset', originalFilename: url.searchParams.get('filename')}})
    } else if (url.pathname === `/v1/apis/graphql/${dataset}/default` && sdl !== null) {
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
    images,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of listeners) res.end()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
