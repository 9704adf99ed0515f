// First-load JavaScript of each built page: the gzip size of every script the page's HTML loads.
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs'
import path from 'node:path'
import {gzipSync} from 'node:zlib'

const PUBLIC = 'public'

function htmlPages(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) return ['page-data', 'static', '_gatsby'].includes(entry) ? [] : htmlPages(full)
    return entry.endsWith('.html') ? [full] : []
  })
}

const gzipBytes = (file: string) => gzipSync(readFileSync(file), {level: 9}).length

export function firstLoadJs() {
  if (!existsSync(PUBLIC)) throw new Error('No public/ folder: run `npm run build` first.')
  return htmlPages(PUBLIC)
    .map((file) => {
      const html = readFileSync(file, 'utf8')
      const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1])
      const bytes = scripts.reduce((sum, src) => sum + gzipBytes(path.join(PUBLIC, src)), 0)
      const route = '/' + path.relative(PUBLIC, file).replace(/index\.html$/, '').replace(/\.html$/, '').replace(/\/$/, '')
      return {route, scripts: scripts.length, gzipBytes: bytes}
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}
