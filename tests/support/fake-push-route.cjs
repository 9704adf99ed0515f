// Preloaded (NODE_OPTIONS=--require) into the server of the browser tests (playwright.config.ts), and so into each
// function's worker thread: HTTPS requests to the browsers' push services go to the test process's fake push service
// (tests/support/fake-push.ts) on E2E_FAKE_PUSH_PORT, checked against the certificate it wrote to E2E_FAKE_PUSH_CA,
// under the host name the request was meant for. Every other request, and every request while no fake is running
// (no certificate file), goes out as before. The functions have no switch for this: it exists only in the tests.
const fs = require('node:fs')
const https = require('node:https')
const tls = require('node:tls')

const port = Number(process.env.E2E_FAKE_PUSH_PORT)
const caFile = process.env.E2E_FAKE_PUSH_CA
const PUSH_HOST = /(^fcm\.googleapis\.com|\.push\.services\.mozilla\.com|\.notify\.windows\.com|\.push\.apple\.com)$/

const readCa = () => {
  try {
    return fs.readFileSync(caFile, 'utf8')
  } catch {
    return null
  }
}

if (port && caFile) {
  const agent = new https.Agent({keepAlive: true})
  const direct = agent.createConnection.bind(agent)
  agent.createConnection = (options, callback) => {
    const host = options.servername || options.host
    const ca = PUSH_HOST.test(String(host)) ? readCa() : null
    if (!ca) return direct(options, callback)
    return tls.connect({...options, host: '127.0.0.1', port, ca, servername: host}, callback)
  }
  https.globalAgent = agent
}
