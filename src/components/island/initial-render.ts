/**
 * The page's first render (the hydration of the static HTML), as island() needs to know it. Kept apart
 * from island.tsx: gatsby-browser loads this with the app, the islands come with the pages.
 */
let initialRenderDone = false
let earlyClick: HTMLElement | null = null

/** Controls whose click needs a React handler (links and native form controls work without one). */
export const REACT_CONTROL = 'button, [role="button"], [role="checkbox"], [role="radio"], [role="tab"], [role="switch"]'
export const ISLAND_ATTRIBUTE = 'data-island'

function onEarlyClick(event: MouseEvent) {
  if (initialRenderDone) return
  const target = event.target instanceof Element ? event.target : null
  const control = target?.closest<HTMLElement>(REACT_CONTROL)
  if (control && control.closest(`[${ISLAND_ATTRIBUTE}]`) && !control.closest('a[href]')) {
    event.preventDefault()
    earlyClick = control
  }
}

/** gatsby-browser's onClientEntry: a click on an island's button before the page has hydrated is kept for it. */
export function keepEarlyClicks() {
  document.addEventListener('click', onEarlyClick, true)
}

/** gatsby-browser's onInitialClientRender: islands mounted from now on render in the page. */
export function markInitialRenderDone() {
  initialRenderDone = true
  document.removeEventListener('click', onEarlyClick, true)
}

export const isInitialRenderDone = () => initialRenderDone

/** The button clicked inside `container` before the page hydrated, if any (handed out once). */
export function takeEarlyClick(container: Element): HTMLElement | null {
  if (!earlyClick || !container.contains(earlyClick)) return null
  const control = earlyClick
  earlyClick = null
  return control
}
