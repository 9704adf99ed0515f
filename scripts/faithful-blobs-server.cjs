// Netlify's local Blobs server (@netlify/blobs/server, the one `netlify dev` and so `npm start` run), made as
// faithful to the hosted service as conditional writes need (docs/threat-model.md). As shipped (11.1.1) it (1) answers GET
// without an ETag, (2) checks If-Match / If-None-Match and then writes in separate awaits, so two conditional
// writes can both pass, and (3) derives ETags from the file's mtime, which repeats within a clock tick. The
// hosted service does none of this. Here: one operation per key at a time, ETags from the content, and GET
// answers carry them. Used by the function tests (tests/support/blobs-server.cjs) and, through the preload
// below, by `npm start` (scripts/start.mts), so both run the same server.
const path = require('node:path')
const {pathToFileURL} = require('node:url')
const {createHash} = require('node:crypto')
const fs = require('node:fs/promises')

function makeFaithful(BlobsServer) {
  if (BlobsServer.faithfulConditionalWrites) return
  BlobsServer.faithfulConditionalWrites = true
  BlobsServer.generateETag = async (filePath) => {
    try {
      return `"${createHash('sha256')
        .update(await fs.readFile(filePath))
        .digest('hex')}"`
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

/** The preload that patches the server inside `netlify dev` (the ESM build netlify-cli imports). */
const PRELOAD = path.join(__dirname, 'faithful-blobs-preload.mjs')

const PRELOAD_OPTION = `--import=${pathToFileURL(PRELOAD).href}`

/** NODE_OPTIONS for a process that must run the faithful server: the existing options plus the preload. */
const nodeOptionsWithFaithfulBlobs = (existing = '') => `${existing} ${PRELOAD_OPTION}`.trim()

/**
 * The same options without the preload. The server runs in `netlify dev`'s own process; the preload takes itself out
 * of NODE_OPTIONS there, because netlify dev starts every function call in a new worker thread with its NODE_OPTIONS,
 * and each worker would load the preload again (Netlify's server and its dependencies: about a third of a second per
 * call on 2 busy cores).
 */
const nodeOptionsWithoutFaithfulBlobs = (existing = '') =>
  existing
    .split(' ')
    .filter((option) => option !== PRELOAD_OPTION)
    .join(' ')
    .trim()

module.exports = {makeFaithful, PRELOAD, nodeOptionsWithFaithfulBlobs, nodeOptionsWithoutFaithfulBlobs}
