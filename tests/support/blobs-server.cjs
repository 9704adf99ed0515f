// Netlify's local Blobs server (@netlify/blobs/server, the one netlify dev runs), made as faithful to the
// hosted service as conditional writes need. As shipped (11.1.1) it (1) answers GET without an ETag, (2) checks
// If-Match / If-None-Match and then writes in separate awaits, so two conditional writes can both pass, and
// (3) derives ETags from the file's mtime, which repeats within a clock tick. The hosted service does none of
// this. Here: one operation per key at a time, ETags from the content, and GET answers carry them.
const {createHash} = require('node:crypto')
const fs = require('node:fs/promises')

function makeFaithful(BlobsServer) {
  if (BlobsServer.faithfulConditionalWrites) return
  BlobsServer.faithfulConditionalWrites = true
  BlobsServer.generateETag = async (filePath) => {
    try {
      return `"${createHash('sha256').update(await fs.readFile(filePath)).digest('hex')}"`
    } catch {
      return ''
    }
  }
  const tails = new Map()
  const oneAtATime = (key, operation) => {
    const run = (tails.get(key) ?? Promise.resolve()).then(operation)
    const tail = run.catch(() => undefined)
    tails.set(key, tail)
    tail.then(() => tails.get(key) === tail && tails.delete(key))
    return run
  }
  for (const method of ['get', 'put', 'delete']) {
    const original = BlobsServer.prototype[method]
    BlobsServer.prototype[method] = function (req) {
      const url = new URL(req.url ?? '', this.address)
      return oneAtATime(url.pathname, async () => {
        const res = await original.call(this, req)
        if (method !== 'get' || res.status !== 200 || res.headers.get('etag')) return res
        const {dataPath, key} = this.getLocalPaths(url)
        if (!key) return res
        const headers = new Headers(res.headers)
        headers.set('etag', await BlobsServer.generateETag(dataPath))
        return new Response(await res.arrayBuffer(), {status: res.status, headers})
      })
    }
  }
}

/** Starts a local Blobs server with faithful conditional writes; resolves to the server and its port. */
async function startBlobsServer(options) {
  const {BlobsServer} = await import('@netlify/blobs/server')
  makeFaithful(BlobsServer)
  const server = new BlobsServer(options)
  const {port} = await server.start()
  return {server, port}
}

module.exports = {startBlobsServer}
