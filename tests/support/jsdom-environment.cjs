// jsdom lacks the Fetch API that browsers (and our api client) have; lend it Node's.
const {TestEnvironment} = require('jest-environment-jsdom')

module.exports = class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup()
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'TextEncoder', 'TextDecoder', 'structuredClone']) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name]
    }
  }
}
