// A real Netlify Blobs server (the one netlify dev uses) for the function tests.
const {mkdtempSync} = require('node:fs')
const {tmpdir} = require('node:os')
const path = require('node:path')

module.exports = async function blobsGlobalSetup() {
  const {BlobsServer} = await import('@netlify/blobs/server')
  const token = 'test-token'
  const directory = mkdtempSync(path.join(tmpdir(), 'blobs-'))
  const server = new BlobsServer({directory, token})
  const {port} = await server.start()
  globalThis.__BLOBS_SERVER__ = server
  process.env.TEST_BLOBS_URL = `http://127.0.0.1:${port}`
  process.env.TEST_BLOBS_TOKEN = token
}
