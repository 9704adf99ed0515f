/**
 * Premium content is written at build time to this file, which netlify.toml bundles with the
 * toolkit-content function (`included_files`). It is outside public/ so it never ships to visitors.
 */
export const PREMIUM_CONTENT_FILE = '.premium/toolkit-content.json'

/**
 * Where the owner view reads the same premium content (the full sleep guide, DECISIONS 30): under /api/owner,
 * beside the back office's other calls, where a request is judged by her session cookie and never by a token.
 */
export const OWNER_PREMIUM_CONTENT_PATH = '/api/owner/toolkit-content'
