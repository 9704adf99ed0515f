// Starts Netlify's local Blobs server with faithful conditional writes for the function tests: the same
// correction `npm start` runs (scripts/faithful-blobs-server.cjs).
const {makeFaithful} = require('../../scripts/faithful-blobs-server.cjs')

/** Starts a local Blobs server with faithful conditional writes; resolves to the server and its port. */
async function startBlobsServer(options) {
  const {BlobsServer} = await import('@netlify/blobs/server')
  makeFaithful(BlobsServer)
  const server = new BlobsServer(options)
  const {port} = await server.start()
  return {server, port}
}

/** The NETLIFY_BLOBS_CONTEXT that points the Blobs client at a local server (`url`) for one site. */
const blobsContext = (url, token, siteID) =>
  Buffer.from(JSON.stringify({edgeURL: url, uncachedEdgeURL: url, token, siteID})).toString('base64')

module.exports = {startBlobsServer, blobsContext}
