/**
 * Gatsby ends every page with its scripts (webpack runtime, framework, app) as `async` tags in the slice it
 * calls `_gatsby-scripts`. The browser finds them at once and fetches them while the page is still being laid
 * out for its first paint, and on a slow phone runs them before it. Here they are started by a small inline
 * script after the first paint instead: the text the visitor came for paints first, then the page hydrates.
 * Until the app script has run, a button does nothing (as before with async tags); from then on a click on an
 * island not yet hydrated is kept and replayed (components/island). In a background tab, where no frame is
 * painted, they start after a second.
 */
const SCRIPTS_SLICE = /((?:<script src="[^"]+" async><\/script>)+)(<!-- slice-end id="_gatsby-scripts)/

/** How long a tab that paints no frame (in the background) waits before starting the scripts. */
export const UNPAINTED_START_MS = 1000

const LOADER_START = '(function(){var s='
const loader = (sources: string[]) =>
  `${LOADER_START}${JSON.stringify(sources)},d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${UNPAINTED_START_MS})})()`

/** The page with Gatsby's script tags replaced by the loader, or null when it has none (not a Gatsby page). */
export function deferPageScripts(html: string): string | null {
  const match = SCRIPTS_SLICE.exec(html)
  if (!match) return null
  const sources = [...match[1].matchAll(/src="([^"]+)"/g)].map((source) => source[1])
  return html.replace(
    SCRIPTS_SLICE,
    (_, _tags: string, sliceEnd: string) => `<script>${loader(sources)}</script>${sliceEnd}`,
  )
}

/** The scripts a built page loads at first, whether by Gatsby's own tags or by the loader above (the bench counts them). */
export function pageScriptSources(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1])
  const start = html.indexOf(`<script>${LOADER_START}`)
  if (start === -1) return tags
  const list = html.slice(start + '<script>'.length + LOADER_START.length, html.indexOf(']', start) + 1)
  return [...tags, ...(JSON.parse(list) as string[])]
}
