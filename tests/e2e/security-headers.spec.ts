import {readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test, type Page} from '@playwright/test'
import {routePaymentProviders} from './checkout/payment-stand-ins'
import {collectPageErrors} from './support/page-errors'
import {pagePathOf, PUBLIC_DIR, publicFiles} from './support/public-files'
import {readHeader} from '../../src/lib/security/headers-file'

/** A page's production Content-Security-Policy, as the build wrote it into public/_headers for its path. */
const headersFile = () => readFileSync(path.join(PUBLIC_DIR, '_headers'), 'utf8')
const productionCsp = (pagePath = '/') => readHeader(headersFile(), pagePath, 'Content-Security-Policy') ?? ''
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? []

/**
 * The inline scripts of an HTML document as the browser parses them (DOMParser runs nothing), each with the
 * browser's own sha256 digest in CSP form: independent of the build step that wrote the hashes.
 */
async function inlineScriptHashes(page: Page, html: string): Promise<Array<{hash: string; start: string}>> {
  return page.evaluate(async (source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html')
    const executable = [...doc.querySelectorAll('script:not([src])')].filter((script) => {
      const type = (script.getAttribute('type') ?? '').trim().toLowerCase()
      return type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type)
    })
    return Promise.all(
      executable.map(async (script) => {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script.textContent ?? ''))
        return {
          hash: `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`,
          start: (script.textContent ?? '').slice(0, 60),
        }
      }),
    )
  }, html)
}

test.describe('production Content-Security-Policy', () => {
  test("public/_headers allows no inline script or eval, still allows Stripe and PayPal, and keeps the adapter's rules", () => {
    const scriptSrc = directive(productionCsp(), 'script-src')
    expect(scriptSrc).toContain("'self'")
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    for (const origin of ['https://js.stripe.com', 'https://www.paypal.com']) expect(scriptSrc).toContain(origin)
    for (const origin of ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://*.paypal.com'])
      expect(directive(productionCsp(), 'frame-src')).toContain(origin)
    expect(directive(productionCsp(), 'object-src')).toEqual(["'none'"])
    expect(directive(productionCsp(), 'frame-ancestors')).toEqual(["'none'"])
    expect(headersFile()).toContain('# gatsby-adapter-netlify start')
    // `netlify dev` applies netlify.toml's headers to `npm start` too: the production policy must not be there.
    expect(readFileSync('netlify.toml', 'utf8')).not.toMatch(/Content-Security-Policy/i)
  })

  test('every inline script of every built page is allowed by its hash, and no page has an inline handler', async ({
    page,
  }) => {
    await page.goto('/robots.txt')
    // Slices' HTML is stitched into the pages; the pages are what the browser gets.
    const pages = publicFiles().filter((file) => file.endsWith('.html') && !file.startsWith('_gatsby/'))
    expect(pages.length).toBeGreaterThan(10)
    let scripts = 0
    for (const file of pages) {
      const scriptSrc = directive(productionCsp(pagePathOf(file)), 'script-src')
      const html = readFileSync(path.join(PUBLIC_DIR, file), 'utf8')
      for (const {hash, start} of await inlineScriptHashes(page, html)) {
        scripts += 1
        expect(scriptSrc, `${file}: inline script "${start}…"`).toContain(hash)
      }
      expect(html, `${file} has an inline event handler`).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i)
    }
    expect(scripts).toBeGreaterThan(0)
  })

  test('the server sends each page its policy, other paths the fallback, and the functions nosniff and no-store', async ({
    request,
  }) => {
    for (const pagePath of ['/', '/toolkit', '/checkout']) {
      const response = await request.get(pagePath)
      expect(response.headers()['content-security-policy']).toBe(productionCsp(pagePath))
      expect(response.headers()['x-content-type-options']).toContain('nosniff')
    }
    // A URL that is no page and the files pages load get the fallback: no page's hashes, the same limits.
    const fallback = productionCsp('/*')
    expect(directive(fallback, 'script-src')).toContain("'unsafe-inline'")
    expect(directive(fallback, 'frame-ancestors')).toEqual(["'none'"])
    const unknown = await request.get('/no-such-page')
    expect(unknown.status()).toBe(404)
    expect(unknown.headers()['content-security-policy']).toBe(fallback)
    const script = await request.get(`/${publicFiles().find((file) => /^app-[0-9a-f]+\.js$/.test(file))}`)
    expect(script.status()).toBe(200)
    expect(script.headers()['content-security-policy']).toBe(fallback)
    expect(script.headers()['x-content-type-options']).toContain('nosniff')
    const api = await request.post('/api/reviewer-access', {data: {code: 'NOT-A-CODE'}})
    expect(api.status()).toBe(401)
    expect(api.headers()['x-content-type-options']).toBe('nosniff')
    expect(api.headers()['cache-control']).toBe('no-store')
  })

  test('a URL that is no page shows the 404 page under the fallback without a CSP violation', async ({page}) => {
    const errors = collectPageErrors(page)
    const response = await page.goto('/no-such-page')
    expect(response?.headers()['content-security-policy']).toBe(productionCsp('/*'))
    await expect(page.getByRole('heading', {level: 1, name: '404 Page Not Found'})).toBeVisible()
    await page.mouse.move(20, 20)
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(true)
    expect(errors).toEqual([])
  })

  for (const pagePath of ['/', '/toolkit', '/checkout']) {
    test(`${pagePath} runs under it without a CSP violation or page error`, async ({page}) => {
      await routePaymentProviders(page)
      const errors = collectPageErrors(page)
      await page.goto(pagePath)
      await page.waitForLoadState('networkidle')
      // A visitor who moves the pointer starts the scripts of a page that starts them on demand
      // (src/config/page-scripts.ts); waiting for the idle start instead would leave the poll below 10 s of slack.
      await page.mouse.move(20, 20)
      // The site's bundle ran: it registers the service worker once the page has loaded.
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(true)
      await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible()
      expect(errors).toEqual([])
    })
  }
})

test.describe('service worker cache', () => {
  test('keeps visited pages but never a ?restore= link or a function answer', async ({page}) => {
    await page.goto('/toolkit')
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    const restore = page.waitForResponse((res) => res.url().endsWith('/api/verify-purchase'))
    await page.goto('/checkout-success?restore=e2e-secret-restore-token')
    await restore
    await page.goto('/toolkit?code=E2E-NOT-A-CODE')
    // A page outside the worker's install-time shell: stored because it was visited.
    await page.goto('/privacy-policy')
    await page.waitForLoadState('networkidle')
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
      return urls
    })
    expect(cached.map((url) => new URL(url).pathname)).toContain('/privacy-policy')
    expect(
      cached.filter((url) => new URL(url).search !== '' || /\/(api|paypal|\.netlify)\//.test(new URL(url).pathname)),
    ).toEqual([])
    expect(cached.join(' ')).not.toContain('e2e-secret-restore-token')
  })
})
