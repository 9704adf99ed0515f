// Netlify's CDN compresses text responses; netlify dev does not. Lighthouse figures are only meaningful
// with compression, so the bench puts this gzip proxy in front of the local server.
import http from 'node:http'
import zlib from 'node:zlib'

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/

/** `dropHeaders` (lower case) are removed from every answer. */
export function startCompressingProxy(port: number, upstreamPort: number, dropHeaders: string[] = []) {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        path: req.url,
        method: req.method,
        headers: {...req.headers, 'accept-encoding': 'identity'},
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '')
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && COMPRESSIBLE.test(type)
        const headers = {...answer.headers}
        for (const name of dropHeaders) delete headers[name]
        if (gzip) {
          delete headers['content-length']
          headers['content-encoding'] = 'gzip'
          headers.vary = 'Accept-Encoding'
        }
        res.writeHead(answer.statusCode ?? 502, headers)
        if (gzip) answer.pipe(zlib.createGzip()).pipe(res)
        else answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  return new Promise<http.Server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
