import {readdirSync} from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import {bundleServiceWorker} from '../../build-time/service-worker/bundle'
import {until} from '../support/until'

/**
 * The offline cache of the service worker (src/service-worker/sw.ts as bundled for /sw.js), run in a sandbox with an in-memory Cache Storage and a fake network:
 * it must never store a function's answer or a URL with a query string (a `?restore=` link is a lifetime secret).
 */
const ORIGIN = 'https://menopause.example'

function loadServiceWorker(network: (url: string) => Response, {development = false} = {}) {
  const handlers: Record<string, (event: unknown) => void> = {}
  const stored = new Map<string, Response>()
  // Answering a fetch, the worker opens the cache only to store a copy, after it has answered: one write each.
  const writes = {started: 0, done: 0}
  const cache = {
    put: async (request: Request, response: Response) => {
      stored.set(request.url, response)
      writes.done += 1
    },
    add: async () => undefined,
    match: async (request: Request) => stored.get(request.url),
  }
  const sandbox = {
    self: {
      location: new URL(ORIGIN),
      addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
      skipWaiting: () => undefined,
    },
    caches: {
      open: async () => {
        writes.started += 1
        return cache
      },
      match: async (request: Request) => stored.get(request.url),
      keys: async () => [],
      delete: async () => true,
    },
    fetch: async (request: Request) => network(request.url),
    URL,
    Response,
  }
  vm.runInNewContext(bundleServiceWorker({development}), sandbox)

  /** Dispatches a fetch event; whether the worker took it, after its cache writes have settled. */
  async function request(url: string, init: {mode?: RequestMode; method?: string} = {}) {
    let answered: Promise<Response> | undefined
    const req = Object.assign(new Request(`${ORIGIN}${url}`, {method: init.method ?? 'GET'}), {})
    Object.defineProperty(req, 'mode', {value: init.mode ?? 'no-cors'})
    handlers.fetch({request: req, respondWith: (response: Promise<Response>) => (answered = response)})
    if (answered) await answered
    await until(() => writes.done === writes.started, {what: 'the cache writes'})
    return {intercepted: answered !== undefined}
  }
  return {request, storedUrls: () => [...stored.keys()].map((url) => url.slice(ORIGIN.length))}
}

const ok = (headers: Record<string, string> = {}) => new Response('ok', {status: 200, headers})

describe('service worker offline cache', () => {
  it("under gatsby develop leaves every request to the browser: the development server's page compiles are not held", async () => {
    const sw = loadServiceWorker(() => ok(), {development: true})
    for (const url of ['/refund', '/component---src-pages-refund-tsx.js', '/app-0123456789abcdef0123.js']) {
      expect(await sw.request(url, {mode: url.endsWith('.js') ? 'no-cors' : 'navigate'})).toEqual({intercepted: false})
    }
    expect(sw.storedUrls()).toEqual([])
  })

  it('stores pages, page data and build files without a query string', async () => {
    const sw = loadServiceWorker(() => ok())
    await sw.request('/toolkit', {mode: 'navigate'})
    await sw.request('/page-data/toolkit/page-data.json')
    await sw.request('/app-0123456789abcdef0123.js')
    expect(sw.storedUrls()).toEqual(['/toolkit', '/page-data/toolkit/page-data.json', '/app-0123456789abcdef0123.js'])
  })

  it('leaves every URL with a query string to the browser and stores none of them', async () => {
    const sw = loadServiceWorker(() => ok())
    for (const url of [
      '/checkout-success?restore=secret-restore-token',
      '/checkout-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret',
      '/toolkit?code=REVIEW-1',
      '/app-0123456789abcdef0123.js?v=1',
    ]) {
      expect(await sw.request(url, {mode: 'navigate'})).toEqual({intercepted: false})
    }
    expect(sw.storedUrls()).toEqual([])
  })

  it('never stores a function answer, nor any response marked no-store', async () => {
    const sw = loadServiceWorker((url) => (url.endsWith('/private-page') ? ok({'Cache-Control': 'no-store'}) : ok()))
    for (const url of ['/api/stats', '/api/toolkit-content', '/.netlify/functions/send-reminders', '/paypal/setup']) {
      expect(await sw.request(url)).toEqual({intercepted: false})
    }
    await sw.request('/private-page', {mode: 'navigate'})
    await sw.request('/api/verify-purchase', {method: 'POST'})
    expect(sw.storedUrls()).toEqual([])
  })

  it('treats every function of netlify/functions as a function path', async () => {
    const sw = loadServiceWorker(() => ok())
    const dir = 'netlify/functions'
    const files = readdirSync(dir).filter((file) => file.endsWith('.mts'))
    const paths: string[] = []
    for (const file of files) {
      const {config} = (await import(path.resolve(dir, file))) as {config?: {path?: string | string[]}}
      // Without config.path a function answers under /.netlify/functions/<name>.
      const own = config?.path ?? `/.netlify/functions/${file.replace(/\.mts$/, '')}`
      paths.push(...[own].flat())
    }
    expect(paths.length).toBeGreaterThanOrEqual(files.length)
    for (const route of paths) await sw.request(route.replace(/:(\w+)/g, 'x'))
    expect(sw.storedUrls()).toEqual([])
  })
})
