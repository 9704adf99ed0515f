/**
 * Premium content is written at build time to this file, which netlify.toml bundles with the
 * toolkit-content function (`included_files`). It is outside public/ so it never ships to visitors.
 */
export const PREMIUM_CONTENT_FILE = '.premium/toolkit-content.json'
