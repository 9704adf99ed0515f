import {createHash} from 'node:crypto'

/** Script types a browser executes (so `script-src` applies to them); JSON and other data blocks are not. */
const EXECUTABLE_TYPE = /^(?:(?:text|application)\/(?:x-)?(?:java|ecma)script|module)$/i

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes)
const hasAttribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=|\\s|$)`, 'i').test(attributes)

/** The text of every inline script of an HTML document that a browser would run. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes, body] of html.matchAll(SCRIPT_TAG)) {
    if (hasAttribute(attributes, 'src')) continue
    const type = attribute(attributes, 'type')
    const typeValue = type ? (type[1] ?? type[2] ?? type[3]).trim() : ''
    if (typeValue && !EXECUTABLE_TYPE.test(typeValue)) continue
    // The HTML parser turns CR LF and lone CR into LF before the browser hashes the script's text.
    scripts.push(body.replace(/\r\n?/g, '\n'))
  }
  return scripts
}

/** The CSP source that allows exactly this inline script: `'sha256-<base64 of its UTF-8 text's digest>'`. */
export const scriptHashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

/** Inline event handler attributes (`onclick="…"`) and `javascript:` URLs: no hash allows them under our CSP. */
export function inlineHandlers(html: string): string[] {
  const found: string[] = []
  for (const [, tag] of html.matchAll(/<([a-z][^\s>]*\s[^>]*)>/gi)) {
    const handler = /\son[a-z]+\s*=/i.exec(tag) ?? /(?:href|src|action)\s*=\s*["']?\s*javascript:/i.exec(tag)
    if (handler) found.push(tag.slice(0, 120))
  }
  return found
}
