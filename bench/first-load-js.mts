// First-load JavaScript of each built page: the gzip size of every script the page's HTML loads.
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs'
import path from 'node:path'
import {gzipSync} from 'node:zlib'
import {pageScriptSources} from '../build-time/html/defer-page-scripts.ts'

function htmlPages(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) return ['page-data', 'static', '_gatsby'].includes(entry) ? [] : htmlPages(full)
    return entry.endsWith('.html') ? [full] : []
  })
}

const gzipBytes = (file: string) => gzipSync(readFileSync(file), {level: 9}).length

export type FirstLoad = {route: string; scripts: string[]; gzipBytes: number}

/** Every page of a Gatsby build folder (default the site's public/), by route. */
export function firstLoadJs(publicDir = 'public'): FirstLoad[] {
  if (!existsSync(publicDir)) throw new Error(`No ${publicDir}/ folder: build first.`)
  return htmlPages(publicDir)
    .map((file) => {
      const html = readFileSync(file, 'utf8')
      const scripts = pageScriptSources(html).filter((src) => src.startsWith('/')).map((src) => src.slice(1))
      const bytes = scripts.reduce((sum, src) => sum + gzipBytes(path.join(publicDir, src)), 0)
      const route = '/' + path.relative(publicDir, file).replace(/index\.html$/, '').replace(/\.html$/, '').replace(/\/$/, '')
      return {route, scripts, gzipBytes: bytes}
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}
