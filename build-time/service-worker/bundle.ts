import {buildSync} from 'esbuild'
import {mkdirSync, writeFileSync} from 'node:fs'
import path from 'node:path'

/**
 * The service worker is TypeScript (src/service-worker/sw.ts) sharing its constants with the page
 * (src/config/service-worker.ts); esbuild bundles it into one classic script, served at /sw.js. gatsby-node writes
 * it into static/ before every `gatsby develop` and `gatsby build` (static/sw.js is generated, not committed).
 */
const ROOT = path.resolve(__dirname, '../..')
export const SERVICE_WORKER_SOURCE = path.join(ROOT, 'src/service-worker/sw.ts')
export const SERVICE_WORKER_OUTPUT = path.join(ROOT, 'static/sw.js')

/**
 * The bundled worker's code. `development`: the worker for `gatsby develop`, which leaves every request to the
 * browser (see sw.ts).
 */
export function bundleServiceWorker({development = false}: {development?: boolean} = {}): string {
  const result = buildSync({
    entryPoints: [SERVICE_WORKER_SOURCE],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    define: {__SW_DEVELOPMENT__: JSON.stringify(development)},
    banner: {js: '/* Generated from src/service-worker/sw.ts by build-time/service-worker/bundle.ts: edit that. */'},
  })
  return result.outputFiles[0].text
}

export function writeServiceWorker({development = false, output = SERVICE_WORKER_OUTPUT} = {}) {
  mkdirSync(path.dirname(output), {recursive: true})
  writeFileSync(output, bundleServiceWorker({development}))
}
