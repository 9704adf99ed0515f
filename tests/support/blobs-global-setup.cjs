// A real Netlify Blobs server (the one netlify dev uses, with faithful conditional writes) for the function tests.
const {mkdtempSync} = require('node:fs')
const {tmpdir} = require('node:os')
const path = require('node:path')
const {startBlobsServer} = require('./blobs-server.cjs')

module.exports = async function blobsGlobalSetup() {
  const token = 'test-token'
  const directory = mkdtempSync(path.join(tmpdir(), 'blobs-'))
  const {server, port} = await startBlobsServer({directory, token})
  globalThis.__BLOBS_SERVER__ = server
  process.env.TEST_BLOBS_URL = `http://127.0.0.1:${port}`
  process.env.TEST_BLOBS_TOKEN = token
}
