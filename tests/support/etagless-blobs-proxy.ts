import {createServer, request} from 'node:http'
import type {AddressInfo} from 'node:net'
import {blobsContext} from './blobs-server.cjs'

/**
 * A stand-in for a Blobs storage that gives no ETags (Netlify's stock local server answers GET without one; this
 * one also lists none): a proxy in front of the test Blobs server that drops the `etag` header and the `etag`
 * of listed blobs. `contextFor(siteID)` is a NETLIFY_BLOBS_CONTEXT pointing at it.
 */
export async function startETaglessBlobsProxy(target: string) {
  const upstream = new URL(target)
  const server = createServer((req, res) => {
    const forward = request(
      {host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers},
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          let body = Buffer.concat(chunks)
          const headers = {...answer.headers}
          delete headers.etag
          if (
            String(headers['content-type'] ?? '').includes('json') ||
            /^\s*\{\s*"blobs"/.test(body.toString('utf8', 0, 20))
          ) {
            try {
              const parsed = JSON.parse(body.toString('utf8')) as {blobs?: Array<Record<string, unknown>>}
              if (Array.isArray(parsed.blobs)) {
                for (const blob of parsed.blobs) delete blob.etag
                body = Buffer.from(JSON.stringify(parsed))
              }
            } catch {
              // not a listing
            }
          }
          delete headers['content-length']
          res.writeHead(answer.statusCode ?? 502, headers)
          res.end(body)
        })
      },
    )
    forward.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    contextFor: (siteID: string, token: string) => blobsContext(url, token, siteID),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
