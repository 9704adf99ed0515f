/** @jest-environment node */
import {
  CSP_DIRECTIVES,
  contentSecurityPolicy,
  fallbackContentSecurityPolicy,
  securityHeaderRules,
} from '../../../../src/config/security-headers'
import {
  HEADERS_BLOCK_END,
  HEADERS_BLOCK_START,
  mergeHeadersFile,
  readHeader,
} from '../../../../src/lib/security/headers-file'
import {inlineHandlers, inlineScripts, scriptHashSource} from '../../../../src/lib/security/inline-scripts'

const scriptSrc = (csp: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith('script-src '))!
    .split(' ')

describe('the production Content-Security-Policy', () => {
  it('allows no inline script and no eval, and still allows Stripe and PayPal', () => {
    const sources = scriptSrc(contentSecurityPolicy())
    expect(sources).not.toContain("'unsafe-inline'")
    expect(sources).not.toContain("'unsafe-eval'")
    expect(sources).toEqual(
      expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://www.paypal.com', 'https://*.paypal.com']),
    )
    expect(CSP_DIRECTIVES['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com', 'https://*.paypal.com']),
    )
    expect(CSP_DIRECTIVES['connect-src']).toEqual(expect.arrayContaining(['https://api.stripe.com']))
  })

  it('adds the inline scripts’ hashes to script-src only', () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"])
    expect(scriptSrc(csp)).toContain("'sha256-abc='")
    expect(csp.match(/sha256-abc=/g)).toHaveLength(1)
  })
})

describe('inline scripts of built HTML', () => {
  const html = [
    '<html><head><script>window.pagePath="/";</script>',
    '<script src="/app-1234.js" async></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script id="chunks" type="text/javascript">/*<![CDATA[*/window.___chunkMapping={};/*]]>*/</script>',
    '<script type="module">import("/x.js")</script>',
    '<script\n  data-x="1">\nmulti\nline\n</script></head><body><div id="___gatsby"></div></body></html>',
  ].join('')

  it('are every script the browser runs without a src, with their exact text', () => {
    expect(inlineScripts(html)).toEqual([
      'window.pagePath="/";',
      '/*<![CDATA[*/window.___chunkMapping={};/*]]>*/',
      'import("/x.js")',
      '\nmulti\nline\n',
    ])
  })

  it('have their line breaks as the browser parses them', () => {
    expect(inlineScripts('<script>a()\r\nb()\rc()</script>')).toEqual(['a()\nb()\nc()'])
  })

  it('are allowed by the sha256 of their UTF-8 text, in CSP form', () => {
    // Known vector: SHA-256 of the empty string.
    expect(scriptHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    expect(scriptHashSource('é')).not.toBe(scriptHashSource('e'))
  })

  it('inline event handlers and javascript: URLs are found (no hash can allow them)', () => {
    expect(
      inlineHandlers('<img src="/a.png" onerror="x()"><a href="javascript:void(0)">x</a><a href="/ok">ok</a>'),
    ).toHaveLength(2)
    expect(inlineHandlers(html)).toEqual([])
  })
})

describe('public/_headers', () => {
  const adapter =
    '# gatsby-adapter-netlify start\n/app-1234.js\n  cache-control: public, max-age=31536000, immutable\n# gatsby-adapter-netlify end\n'

  it('keeps the adapter’s block and adds ours once, however often the step runs', () => {
    const once = mergeHeadersFile(adapter, securityHeaderRules([{path: '/', scriptHashes: ["'sha256-one='"]}]))
    const twice = mergeHeadersFile(once, securityHeaderRules([{path: '/', scriptHashes: ["'sha256-two='"]}]))
    for (const file of [once, twice]) {
      expect(file.startsWith(adapter)).toBe(true)
      expect(file.split(HEADERS_BLOCK_START)).toHaveLength(2)
      expect(file.trimEnd().endsWith(HEADERS_BLOCK_END)).toBe(true)
    }
    expect(readHeader(twice, '/', 'Content-Security-Policy')).toBe(contentSecurityPolicy(["'sha256-two='"]))
    expect(twice).not.toContain('sha256-one')
    expect(readHeader(twice, '/app-1234.js', 'Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(readHeader(twice, '/sw.js', 'Service-Worker-Allowed')).toBe('/')
  })

  it('leaves the adapter none of the headers we set for the same path: one Referrer-Policy per page', () => {
    const adapterDefaults =
      '# gatsby-adapter-netlify start\n/*\n  cache-control: public, max-age=0, must-revalidate\n  x-xss-protection: 1; mode=block\n' +
      '  x-content-type-options: nosniff\n  referrer-policy: same-origin\n  x-frame-options: DENY\n' +
      '/static/*\n  cache-control: public, max-age=31536000, immutable\n# gatsby-adapter-netlify end\n'
    const rules = securityHeaderRules([{path: '/', scriptHashes: []}])
    for (const file of [
      mergeHeadersFile(adapterDefaults, rules),
      mergeHeadersFile(mergeHeadersFile(adapterDefaults, rules), rules),
    ]) {
      expect(file.match(/referrer-policy/gi)).toHaveLength(1)
      expect(file.match(/x-xss-protection/gi)).toHaveLength(1)
      expect(readHeader(file, '/*', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(readHeader(file, '/*', 'X-XSS-Protection')).toBe('0')
      expect(readHeader(file, '/*', 'Cache-Control')).toBe('public, max-age=0, must-revalidate')
      expect(readHeader(file, '/static/*', 'Cache-Control')).toBe('public, max-age=31536000, immutable')
    }
  })

  it('gives each page a policy with its own inline scripts, and the rest the fallback, which is written first', () => {
    const file = mergeHeadersFile(
      adapter,
      securityHeaderRules([
        {path: '/', scriptHashes: ["'sha256-home='", "'sha256-shared='", "'sha256-home='"]},
        {path: '/toolkit', scriptHashes: ["'sha256-shared='", "'sha256-toolkit='"]},
      ]),
    )
    expect(readHeader(file, '/', 'Content-Security-Policy')).toBe(
      contentSecurityPolicy(["'sha256-home='", "'sha256-shared='"]),
    )
    expect(readHeader(file, '/toolkit', 'Content-Security-Policy')).toBe(
      contentSecurityPolicy(["'sha256-shared='", "'sha256-toolkit='"]),
    )
    // A URL that is no page (the 404 answer) and the files pages load get the fallback, never a page's hashes.
    expect(readHeader(file, '/*', 'Content-Security-Policy')).toBe(fallbackContentSecurityPolicy())
    expect(readHeader(file, '/*', 'X-Frame-Options')).toBe('DENY')
    expect(readHeader(file, '/app-1234.js', 'Content-Security-Policy')).toBeUndefined()
    // Where the later rule wins (netlify dev), a page's own policy is the one it gets.
    const block = file.slice(file.indexOf(HEADERS_BLOCK_START))
    expect(block.indexOf('\n/*\n')).toBeGreaterThan(-1)
    expect(block.indexOf('\n/*\n')).toBeLessThan(block.indexOf('\n/\n'))
    expect(block.indexOf('\n/*\n')).toBeLessThan(block.indexOf('\n/toolkit\n'))
  })

  it('has a fallback that keeps every limit of a page’s policy and never narrows one where a host sends both', () => {
    const directives = (csp: string) =>
      new Map(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as const))
    const fallback = directives(fallbackContentSecurityPolicy())
    const page = directives(contentSecurityPolicy(["'sha256-home='"]))
    expect([...fallback.keys()]).toEqual([...page.keys()])
    for (const [name, sources] of page) {
      const allowed = fallback.get(name)!
      // Every source a page allows, the fallback allows: a hash-allowed inline script passes its 'unsafe-inline'.
      for (const source of sources)
        expect(allowed).toContain(source.startsWith("'sha256-") ? "'unsafe-inline'" : source)
      // And it allows nothing else, but inline scripts: no eval, no other origin.
      expect(allowed.filter((source) => !sources.includes(source))).toEqual(
        name === 'script-src' ? ["'unsafe-inline'"] : [],
      )
    }
    expect(fallback.get('script-src')).not.toContain("'unsafe-eval'")
    expect(fallback.get('object-src')).toEqual(["'none'"])
    expect(fallback.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('is written from nothing when the adapter wrote none', () => {
    const file = mergeHeadersFile('', securityHeaderRules([]))
    expect(readHeader(file, '/*', 'X-Content-Type-Options')).toBe('nosniff')
    expect(readHeader(file, '/*', 'Strict-Transport-Security')).toMatch(/^max-age=/)
  })
})
