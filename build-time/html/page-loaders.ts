import {buildSync} from 'esbuild'
import path from 'node:path'

/**
 * The loaders that start a built page's scripts are TypeScript (src/lib/page-loader/), type-checked and linted with
 * the rest; esbuild bundles each entry into one small classic script, inlined in every page by
 * defer-page-scripts.ts. The code is the same on every page (the page's scripts are in an attribute), so the CSP
 * needs one hash per loader.
 */
const ROOT = path.resolve(__dirname, '../..')
const ENTRIES = {
  'on-demand': 'src/lib/page-loader/on-demand-entry.ts',
  'after-paint': 'src/lib/page-loader/after-paint-entry.ts',
} as const
export type LoaderKind = keyof typeof ENTRIES

const bundled = new Map<LoaderKind, string>()

/** The loader's code, bundled once per process. */
export function loaderCode(kind: LoaderKind): string {
  const known = bundled.get(kind)
  if (known) return known
  const code = buildSync({
    entryPoints: [path.join(ROOT, ENTRIES[kind])],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
  }).outputFiles[0].text.trim()
  bundled.set(kind, code)
  return code
}
