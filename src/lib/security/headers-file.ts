/** Our block in Netlify's `_headers` file; Gatsby's adapter keeps its own block, marked the same way. */
export const HEADERS_BLOCK_START = '# security headers (scripts/write-security-headers.mts): start'
export const HEADERS_BLOCK_END = '# security headers (scripts/write-security-headers.mts): end'

export type HeaderRule = {path: string; headers: Record<string, string>}

/** Rules in `_headers` syntax: the path, then one indented `Name: value` line per header. */
export const renderHeaderRules = (rules: HeaderRule[]) =>
  rules
    .map(({path, headers}) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n')

/**
 * Drops from the other blocks (the adapter's) each header our rules set for the same path: Gatsby's adapter gives
 * every page its own `referrer-policy: same-origin`, `x-frame-options` and `x-xss-protection: 1; mode=block`, so a
 * page would carry two Referrer-Policy values. Our block is the one place of the security headers.
 */
function withoutOurHeaders(text: string, rules: HeaderRule[]) {
  const ours = new Map(
    rules.map(({path, headers}) => [path, new Set(Object.keys(headers).map((n) => n.toLowerCase()))]),
  )
  let names: Set<string> | undefined
  return text
    .split('\n')
    .filter((line) => {
      if (!line.trim() || line.trim().startsWith('#')) return true
      if (!/^\s/.test(line)) {
        names = ours.get(line.trim())
        return true
      }
      const name = /^\s+([^:]+):/.exec(line)?.[1].trim().toLowerCase()
      return !(names && name && names.has(name))
    })
    .join('\n')
}

/** The file with our block replaced (or appended); the rest of it (the adapter's block) kept, less our headers. */
export function mergeHeadersFile(existing: string, rules: HeaderRule[]): string {
  const block = `${HEADERS_BLOCK_START}\n${renderHeaderRules(rules)}\n${HEADERS_BLOCK_END}\n`
  const start = existing.indexOf(HEADERS_BLOCK_START)
  const end = existing.indexOf(HEADERS_BLOCK_END)
  if (start !== -1 && end > start)
    return (
      withoutOurHeaders(existing.slice(0, start), rules) +
      block +
      withoutOurHeaders(existing.slice(end + HEADERS_BLOCK_END.length).replace(/^\n/, ''), rules)
    )
  const rest = withoutOurHeaders(existing, rules).trimEnd()
  return rest ? `${rest}\n${block}` : block
}

/** The value of one header of one path rule in a `_headers` file (the last one if several). */
export function readHeader(file: string, path: string, name: string): string | undefined {
  let value: string | undefined
  let inRule = false
  for (const line of file.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      inRule = line.trim() === path
      continue
    }
    const match = /^\s+([^:]+):\s*(.*)$/.exec(line)
    if (inRule && match && match[1].trim().toLowerCase() === name.toLowerCase()) value = match[2].trim()
  }
  return value
}
