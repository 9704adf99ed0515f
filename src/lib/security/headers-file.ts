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
 * The lines of a `_headers` file, each with the rule it is in: a header line also gives the header's name (lower
 * case) and value. Blank lines, comments and the path lines themselves carry neither.
 */
function* headerLines(file: string) {
  let path: string | undefined
  for (const line of file.split('\n')) {
    const header = /^\s+([^:]+):\s*(.*)$/.exec(line)
    if (!line.trim() || line.trim().startsWith('#')) yield {line}
    else if (!/^\s/.test(line)) {
      path = line.trim()
      yield {line}
    } else yield {line, path, name: header?.[1].trim().toLowerCase(), value: header?.[2].trim()}
  }
}

/**
 * Drops from the other blocks (the adapter's) each header our rules set for the same path: Gatsby's adapter gives
 * every page its own `referrer-policy: same-origin`, `x-frame-options` and `x-xss-protection: 1; mode=block`, so a
 * page would carry two Referrer-Policy values. Our block is the one place of the security headers.
 */
function withoutOurHeaders(text: string, rules: HeaderRule[]) {
  const ours = new Map(rules.map(({path, headers}) => [path, Object.keys(headers).map((n) => n.toLowerCase())]))
  return [...headerLines(text)]
    .filter(({path, name}) => !(path && name && ours.get(path)?.includes(name)))
    .map(({line}) => line)
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
  for (const line of headerLines(file)) if (line.path === path && line.name === name.toLowerCase()) value = line.value
  return value
}
