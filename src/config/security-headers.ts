/**
 * The security headers of the production site: the one place their values live. `npm run build` writes them
 * into public/_headers (scripts/write-security-headers.mts, after Gatsby's adapter), with the hashes of the
 * build's inline scripts added to `script-src`. They are never in netlify.toml, so `netlify dev` in front of
 * `gatsby develop` (`npm start`), whose development bundle needs eval, never gets this policy.
 */

/** Stripe.js and PayPal's SDK (with Venmo) load scripts, frames and requests from these origins. */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
}
const PAYPAL = {
  script: ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.venmo.com'],
  frame: ['https://*.paypal.com', 'https://*.venmo.com'],
  connect: ['https://*.paypal.com', 'https://*.venmo.com'],
  img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
}

/**
 * Content-Security-Policy directives. `script-src` allows no inline script and no eval: the build's own inline
 * scripts are allowed one by one by their sha256 hash. Inline styles stay allowed (React style attributes).
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...STRIPE.script, ...PAYPAL.script],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io', ...STRIPE.img, ...PAYPAL.img],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...STRIPE.connect, ...PAYPAL.connect],
  'frame-src': [...STRIPE.frame, ...PAYPAL.frame],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'", 'https://*.paypal.com'],
  'frame-ancestors': ["'none'"],
}

/** The policy, with the given sources (a page's `'sha256-…'` hashes) added to `script-src`. */
export function contentSecurityPolicy(inlineScriptSources: string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([directive, sources]) =>
      [directive, ...sources, ...(directive === 'script-src' ? inlineScriptSources : [])].join(' '),
    )
    .join('; ')
}

/**
 * The policy of every path that is no built page: Netlify's 404 answer for an unknown URL, and the files pages
 * load. Its sources are each page's, with `'unsafe-inline'` in `script-src` instead of hashes (the 404 page's
 * inline scripts vary by build, and a URL that is no page has no list of its own). It is written before the
 * pages' rules and never narrows them: where a host lets the later rule win (`netlify dev`), a page gets its own
 * policy; where a host sends both, the browser enforces both, and this one allows everything a page's allows
 * (a hash-allowed inline script passes `'unsafe-inline'`), so the page's own decides (docs/security-headers.md).
 */
export const fallbackContentSecurityPolicy = (): string => contentSecurityPolicy(["'unsafe-inline'"])

/** Headers of every page and file, besides the CSP. */
export const PAGE_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com" "https://www.paypal.com")',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  // OWASP: off. The legacy filter's `1; mode=block` (what Gatsby's adapter sends) could itself be abused.
  'X-XSS-Protection': '0',
}

/** The service worker is checked for updates on every visit and may control the whole site. */
export const SERVICE_WORKER_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-cache',
  'Service-Worker-Allowed': '/',
}

/** A built page: its path as Netlify serves it, and the `'sha256-…'` sources of its own inline scripts. */
export type PageScriptHashes = {path: string; scriptHashes: string[]}

/**
 * Header rules by Netlify path pattern, as written into public/_headers. Each page gets its own CSP, with the
 * hashes of its own inline scripts: one policy with every page's hashes (4 KB) on `/*` went out with every
 * script, style sheet, image and JSON file too, ~30 KB of headers on a first load. `/*` carries the fallback
 * policy (600 bytes, no hashes) first, so the pages' rules come after it.
 */
export function securityHeaderRules(pages: PageScriptHashes[]): Array<{path: string; headers: Record<string, string>}> {
  return [
    {path: '/*', headers: {...PAGE_HEADERS, 'Content-Security-Policy': fallbackContentSecurityPolicy()}},
    ...pages.map((page) => ({
      path: page.path,
      headers: {'Content-Security-Policy': contentSecurityPolicy([...new Set(page.scriptHashes)].sort())},
    })),
    {path: '/sw.js', headers: SERVICE_WORKER_HEADERS},
  ]
}
