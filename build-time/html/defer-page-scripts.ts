/**
 * Gatsby ends every page with its scripts (webpack runtime, framework, app) as `async` tags in the slice it
 * calls `_gatsby-scripts`. The browser finds them at once and fetches them while the page is still being laid
 * out for its first paint, and on a slow phone runs them before it. Here they are started by a small inline
 * script after the first paint instead: the text the visitor came for paints first, then the page hydrates.
 * Until the app script has run, a button does nothing (as before with async tags); from then on a click before
 * the page or its island has hydrated is kept and replayed (components/island). In a background tab, where no
 * frame is painted, they start after a second. A page that asks for it starts them on demand instead (below).
 */
import {LOADER_SOURCES_ATTRIBUTE, SCRIPTS_ON_DEMAND} from '../../src/config/page-scripts'
import {loaderCode} from './page-loaders'

const SCRIPTS_SLICE = /((?:<script src="[^"]+" async><\/script>)+)(<!-- slice-end id="_gatsby-scripts)/

const onDemandMarker = `${SCRIPTS_ON_DEMAND.attribute}="${SCRIPTS_ON_DEMAND.value}"`

/**
 * The page with Gatsby's script tags replaced by a loader, or null when it has none (not a Gatsby page): the
 * on-demand loader when the page's HTML asks for it (Layout's `scriptsOnDemand`), else the after-paint one.
 */
export function deferPageScripts(html: string): string | null {
  const match = SCRIPTS_SLICE.exec(html)
  if (!match) return null
  const sources = [...match[1].matchAll(/src="([^"]+)"/g)].map((source) => source[1])
  const code = loaderCode(html.includes(onDemandMarker) ? 'on-demand' : 'after-paint')
  // JSON of script paths: no quote to escape in a single-quoted attribute.
  const tag = `<script ${LOADER_SOURCES_ATTRIBUTE}='${JSON.stringify(sources)}'>${code}</script>`
  return html.replace(SCRIPTS_SLICE, (_, _tags: string, sliceEnd: string) => `${tag}${sliceEnd}`)
}

/** The scripts a built page loads at first, whether by Gatsby's own tags or by the loader above (the bench counts them). */
export function pageScriptSources(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1])
  const loader = new RegExp(`<script ${LOADER_SOURCES_ATTRIBUTE}='([^']*)'>`).exec(html)
  return loader ? [...tags, ...(JSON.parse(loader[1]) as string[])] : tags
}
