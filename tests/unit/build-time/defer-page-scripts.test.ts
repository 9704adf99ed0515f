/** @jest-environment node */
import {runInNewContext} from 'node:vm'
import {deferPageScripts, pageScriptSources} from '../../../build-time/html/defer-page-scripts'
import {loaderCode} from '../../../build-time/html/page-loaders'
import {EARLY_INPUT_GLOBAL, LOADER_SOURCES_ATTRIBUTE, UNPAINTED_START_MS} from '../../../src/config/page-scripts'

const page = (scripts: string) =>
  `<!DOCTYPE html><html><body><div id="___gatsby"><main><button>Start</button></main></div><!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
const GATSBY_SCRIPTS =
  '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script><script src="/app-3c.js" async></script>'

/** Runs the page's loader against a fake document and clock; returns the script sources it appended, in order. */
function runLoader(html: string) {
  const [, sources, loader] = /<script data-sources='([^']*)'>([\s\S]*?)<\/script>/.exec(html) ?? []
  if (!loader) throw new Error('no loader in the page')
  const appended: string[] = []
  const frames: Array<() => void> = []
  const timers: Array<{run: () => void; ms: number}> = []
  runInNewContext(loader, {
    document: {
      currentScript: {getAttribute: (name: string) => (name === LOADER_SOURCES_ATTRIBUTE ? sources : null)},
      createElement: () => ({src: ''}),
      body: {appendChild: (element: {src: string}) => appended.push(element.src)},
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({run, ms}),
  })
  return {appended, frames, timers}
}

describe('deferPageScripts', () => {
  it("replaces Gatsby's script tags with one inline loader and keeps the rest of the page", () => {
    const html = deferPageScripts(page(GATSBY_SCRIPTS)) as string
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain('<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>')
    expect(html).toContain('<main><button>Start</button></main>')
    expect(html.match(/<script data-sources=/g)).toHaveLength(1)
    // The same code on every page (one CSP hash): the page's scripts are in the attribute.
    expect(html).toContain(
      `<script data-sources='["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"]'>${loaderCode('after-paint')}</script>`,
    )
    expect(html).toMatch(/<\/script><!-- slice-end id="_gatsby-scripts-1" --><\/body><\/html>$/)
  })

  it('starts the scripts, in their order, in the task after the first painted frame', () => {
    const {appended, frames, timers} = runLoader(deferPageScripts(page(GATSBY_SCRIPTS)) as string)
    expect(appended).toEqual([])
    frames.forEach((frame) => frame())
    const afterPaint = timers.find((timer) => timer.ms === 0)
    afterPaint?.run()
    expect(appended).toEqual(['/webpack-runtime-1a.js', '/framework-2b.js', '/app-3c.js'])
  })

  it('starts them once, after a second, in a tab that paints no frame', () => {
    const {appended, timers} = runLoader(deferPageScripts(page(GATSBY_SCRIPTS)) as string)
    const fallback = timers.find((timer) => timer.ms === UNPAINTED_START_MS)
    fallback?.run()
    fallback?.run()
    expect(appended).toEqual(['/webpack-runtime-1a.js', '/framework-2b.js', '/app-3c.js'])
  })

  it('leaves a page without Gatsby scripts alone', () => {
    expect(deferPageScripts('<!DOCTYPE html><html><body><p>Offline</p></body></html>')).toBeNull()
    expect(deferPageScripts(page(''))).toBeNull()
  })

  it('gives a page that asks for it the on-demand loader, listing the same scripts', () => {
    const onDemand = page(GATSBY_SCRIPTS).replace('<main>', '<main data-scripts="on-demand">')
    const html = deferPageScripts(onDemand) as string
    expect(html).toContain(loaderCode('on-demand'))
    expect(loaderCode('on-demand')).toContain(EARLY_INPUT_GLOBAL)
    expect(loaderCode('after-paint')).not.toContain(EARLY_INPUT_GLOBAL)
    expect(pageScriptSources(html)).toEqual(['/webpack-runtime-1a.js', '/framework-2b.js', '/app-3c.js'])
  })

  it('lists the same scripts for a page before and after the deferral', () => {
    const before = page(GATSBY_SCRIPTS)
    const sources = ['/webpack-runtime-1a.js', '/framework-2b.js', '/app-3c.js']
    expect(pageScriptSources(before)).toEqual(sources)
    expect(pageScriptSources(deferPageScripts(before) as string)).toEqual(sources)
    expect(pageScriptSources('<p>no scripts</p>')).toEqual([])
  })
})
