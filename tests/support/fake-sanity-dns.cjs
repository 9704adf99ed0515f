// Preloaded (NODE_OPTIONS=--require) into Gatsby when it builds from the fake Sanity API: the Sanity client
// puts the project id in front of the API host (<projectId>.localhost), which the system resolver may not know.
const dns = require('node:dns')

const lookup = dns.lookup
dns.lookup = function (hostname, options, callback) {
  if (typeof hostname === 'string' && hostname.endsWith('.localhost')) {
    const cb = typeof options === 'function' ? options : callback
    const all = typeof options === 'object' && options !== null && options.all
    return process.nextTick(() => (all ? cb(null, [{address: '127.0.0.1', family: 4}]) : cb(null, '127.0.0.1', 4)))
  }
  return lookup.apply(this, arguments)
}
