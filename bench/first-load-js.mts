// First-load JavaScript of each built page: the gzip size of every script the page's HTML loads.
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {gzipSync} from 'node:zlib'
import {builtHtmlFiles} from '../build-time/html/built-pages.ts'
import {pageScriptSources} from '../build-time/html/defer-page-scripts.ts'

/** HTML under these folders is Gatsby's own (slices, page data), not a page. */
const NOT_PAGES = /^(page-data|static|_gatsby)\//

/** Every page shares the same framework scripts: each file is compressed once. */
const gzipSizes = new Map<string, number>()
const gzipBytes = (file: string) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file), {level: 9}).length)
  return gzipSizes.get(file)!
}

export type FirstLoad = {route: string; scripts: string[]; gzipBytes: number}

/** Every page of a Gatsby build folder (default the site's public/), by route. */
export function firstLoadJs(publicDir = 'public'): FirstLoad[] {
  if (!existsSync(publicDir)) throw new Error(`No ${publicDir}/ folder: build first.`)
  return builtHtmlFiles(publicDir)
    .filter((file) => !NOT_PAGES.test(file))
    .map((file) => {
      const html = readFileSync(path.join(publicDir, file), 'utf8')
      const scripts = pageScriptSources(html)
        .filter((src) => src.startsWith('/'))
        .map((src) => src.slice(1))
      const bytes = scripts.reduce((sum, src) => sum + gzipBytes(path.join(publicDir, src)), 0)
      const route =
        '/' +
        file
          .replace(/index\.html$/, '')
          .replace(/\.html$/, '')
          .replace(/\/$/, '')
      return {route, scripts, gzipBytes: bytes}
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}
