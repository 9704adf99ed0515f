import {HASH_SCROLL_DELAY_MS, SCROLL_MAX_RETRIES, SCROLL_OFFSET_PX, SCROLL_RETRY_MS} from '../config/site'

/** Elements that stay at the top while the page scrolls (the site header, the toolkit's section bar) mark themselves with this. */
export const STICKY_TOP_ATTRIBUTE = 'data-sticky-top'
/** Room between the sticky bars and the heading that lands under them. */
const GAP_BELOW_STICKY_PX = 8
/** While lazy sections load above the target, the landing is checked and corrected for this long. */
const SETTLE_WINDOW_MS = 8000
const SETTLE_CHECK_MS = 120
/** A heading within this distance of its place counts as landed. */
const LANDED_TOLERANCE_PX = 2
/** Sub-pixel differences between two reads of the same layout are not a move. */
const MOVE_TOLERANCE_PX = 0.5
/** Her hand on the page: any of these ends the watch over a landing. */
const INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Where a section's heading should end up: the original 80 px, or just below the sticky bars where they
 * are taller (the toolkit's section bar under the header). The pinned bars' height is the same at any
 * scroll position, so it is measured by their own height, not their current position.
 */
export function landingOffset(): number {
  let height = 0
  for (const element of document.querySelectorAll(`[${STICKY_TOP_ATTRIBUTE}]`)) {
    const style = window.getComputedStyle(element)
    if (style.position !== 'sticky' && style.position !== 'fixed') continue
    const top = Number.parseFloat(style.top) || 0
    height = Math.max(height, top + element.getBoundingClientRect().height)
  }
  return Math.max(SCROLL_OFFSET_PX, Math.ceil(height) + GAP_BELOW_STICKY_PX)
}

/**
 * One scroll offset for every in-page target: the browser's own jumps (a '#id' link, focus moving to
 * a field under the bars, find-in-page) use the root's `scroll-padding-top`, set here from the same measurement
 * as scripted scrolls, and kept current while the bars change height (the text wraps, the section bar appears
 * after unlocking). Measured in the ResizeObserver's callback, which runs after the browser's own layout: a
 * measurement at hydration forced a layout of the whole page (~20 ms on a phone, docs/performance.md). The padding is set
 * on the root alone, not as an inherited custom property, so a change restyles one element, not the page.
 * Returns the cleanup for effects.
 */
export function syncStickyOffset(): () => void {
  const root = document.documentElement
  let frame = 0
  const apply = () => {
    frame = 0
    const padding = `${landingOffset()}px`
    if (root.style.scrollPaddingTop !== padding) root.style.scrollPaddingTop = padding
  }
  const schedule = () => {
    frame ||= window.requestAnimationFrame(apply)
  }
  // Without ResizeObserver (old browsers, jsdom) the window's resizes and the bars' mounting still re-measure.
  const sizes =
    typeof ResizeObserver === 'undefined' ? {observe: schedule, disconnect: () => undefined} : new ResizeObserver(apply)
  let bars: Element[] = []
  const watchBars = () => {
    const current = [...document.querySelectorAll(`[${STICKY_TOP_ATTRIBUTE}]`)]
    if (current.length === bars.length && current.every((bar, i) => bar === bars[i])) return
    sizes.disconnect()
    bars = current
    // Observing reports each bar's size once, after the next layout: that first report measures.
    for (const bar of bars) sizes.observe(bar)
  }
  const mounts = new MutationObserver(watchBars)
  mounts.observe(document.body, {childList: true, subtree: true})
  window.addEventListener('resize', schedule)
  watchBars()
  return () => {
    window.cancelAnimationFrame(frame)
    sizes.disconnect()
    mounts.disconnect()
    window.removeEventListener('resize', schedule)
  }
}

/** The part of a section the visitor should see first: its heading when it has one. */
const anchorOf = (element: Element) => element.querySelector('h1, h2') ?? element

/** Scripted scrolling jumps instead of gliding for visitors whose system asks for less motion (WCAG 2.3.3). */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'

/** Focuses a heading or a section (not a control) without scrolling, and without making it a Tab stop. */
export function focusWithoutTabStop(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({preventScroll: true})
}

/** Nothing on the page has the focus: the browser dropped it, or she has not moved it yet. */
export const noElementHasFocus = () => {
  const active = document.activeElement
  return active === null || active === document.body || active === document.documentElement
}

/** Keyboard and screen-reader users carry on from the section they went to, not from the link (WCAG 2.4.3). */
function focusAnchor(element: Element) {
  const anchor = anchorOf(element)
  if (anchor instanceof HTMLElement) focusWithoutTabStop(anchor)
}

/** Where the heading is in the document, and the scroll position that lands it below the bars. */
function place(element: Element) {
  const documentTop = anchorOf(element).getBoundingClientRect().top + window.scrollY
  const offset = landingOffset()
  const maxY = document.documentElement.scrollHeight - window.innerHeight
  return {y: window.scrollY, documentTop, offset, maxY, target: Math.max(0, Math.min(documentTop - offset, maxY))}
}
type Place = ReturnType<typeof place>

const pageMoved = (before: Place, after: Place) => Math.abs(after.y - before.y) > MOVE_TOLERANCE_PX

/**
 * The page moved while nothing moved the heading within the document or changed the bars: that is her scroll (her
 * scrollbar, find-in-page, an assistive technology), not a late section or the browser's scroll anchoring, which
 * move the heading with the page. A page cut short under her (the end of the page rose above where she was) is not.
 */
function scrolledByHer(before: Place, after: Place) {
  const layoutHeld =
    Math.abs(after.documentTop - before.documentTop) <= MOVE_TOLERANCE_PX && after.offset === before.offset
  const clamped = after.maxY < before.y && Math.abs(after.y - after.maxY) <= LANDED_TOLERANCE_PX
  return pageMoved(before, after) && layoutHeld && !clamped
}

let cancelSettle: (() => void) | null = null

/**
 * Smooth scroll (unless reduced motion) that leaves room for the sticky bars and moves focus to the heading, then keeps it in place while the page
 * settles: sections above it that load late (lazy, Suspense, `content-visibility`) or a menu that closes move it, so its
 * position is checked again until it stays put. Her own scrolling ends the watch: a wheel, touch, key or press, and,
 * once the heading has come to rest in its place, any scroll that leaves its place in the document as it was.
 */
export function scrollToElement(element: Element) {
  cancelSettle?.()
  const started = Date.now()
  let last = place(element)
  // A smooth scroll of a fraction of a pixel still runs an animation that fights the browser's scroll anchoring.
  if (Math.abs(last.target - last.y) > LANDED_TOLERANCE_PX)
    // The browser keeps a scroll within the page; the unclamped top also lands a page still growing below.
    window.scrollTo({top: last.documentTop - last.offset, behavior: scrollBehavior()})
  focusAnchor(element)
  // Until the heading first rests in its place, the page moves by the landing's own scroll, never hers.
  let landing = true
  const stop = () => {
    window.clearInterval(timer)
    for (const type of INPUT_EVENTS) window.removeEventListener(type, stop)
    if (cancelSettle === stop) cancelSettle = null
  }
  const timer = window.setInterval(() => {
    const now = place(element)
    if (!landing && scrolledByHer(last, now)) {
      stop()
      return
    }
    const moving = pageMoved(last, now)
    last = now
    if (moving) return
    if (Math.abs(now.target - now.y) > LANDED_TOLERANCE_PX) {
      window.scrollTo({top: now.target, behavior: 'auto'})
      last = place(element)
    } else landing = false
    // Content that loads late (premium sections, lazy chunks) can still move it: keep watching the whole window.
    if (Date.now() - started > SETTLE_WINDOW_MS) stop()
  }, SETTLE_CHECK_MS)
  for (const type of INPUT_EVENTS) window.addEventListener(type, stop, {passive: true, once: true})
  cancelSettle = stop
}

/**
 * Scrolls to a section of the current page. A section rendered late (lazy content) is retried
 * every 200 ms, 5 times, then the original console message is logged and nothing else happens.
 */
export function scrollToSection(id: string, attempt = 0) {
  const element = document.getElementById(id)
  if (element) {
    scrollToElement(element)
    return
  }
  if (attempt >= SCROLL_MAX_RETRIES) {
    console.log(`Could not find section with id: ${id}`)
    return
  }
  window.setTimeout(() => scrollToSection(id, attempt + 1), SCROLL_RETRY_MS)
}

/** Section navigation: on '/' scroll there; elsewhere go to '/#id' (the landing page scrolls on load). */
export function goToSection(id: string, navigate: (to: string) => void) {
  if (window.location.pathname === '/') {
    window.history.replaceState(null, '', `#${id}`)
    // After the click's own updates (a menu closing) have been painted.
    requestAnimationFrame(() => scrollToSection(id))
  } else {
    navigate(`/#${id}`)
  }
}

/** A hash that changes in place (a plain '#id' link, the address bar) lands like the menu's links. */
export function followHashChanges(): () => void {
  const onHashChange = () => {
    // Her new destination ends the watch over the last one: its corrections would pull the browser's own jump back.
    cancelSettle?.()
    scheduleHashScroll(window.location.hash)
  }
  window.addEventListener('hashchange', onHashChange)
  return () => window.removeEventListener('hashchange', onHashChange)
}

/**
 * She has moved the focus on herself (a Tab, a tap on a control) since the link to `id` that brought her here,
 * which keeps the focus after the browser's own jump: a scripted landing would take it back. Focus on an element
 * outside the Tab order was put there by a script (the heading of the last landing, the router's page wrapper after
 * a navigation), not by her.
 */
const focusMovedOn = (id: string) => {
  if (noElementHasFocus()) return false
  const active = document.activeElement
  if (active instanceof HTMLElement && active.tabIndex < 0) return false
  return !(
    active instanceof HTMLAnchorElement &&
    active.hash === `#${id}` &&
    active.pathname === window.location.pathname
  )
}

/**
 * On load with a hash, scroll to it after 100 ms, unless she is already using the page: on a slow phone the
 * browser has jumped to the hash (a skip link pressed before the scripts ran) and she has tabbed on from there by
 * the time the app runs; landing then would move her focus and scroll back by a timer (docs/accessibility.md,
 * "Focus a late render takes"). Returns a cancel function for effects.
 */
export function scheduleHashScroll(hash: string): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  if (!id) return () => undefined
  const timer = window.setTimeout(() => {
    if (!focusMovedOn(id)) scrollToSection(id)
  }, HASH_SCROLL_DELAY_MS)
  return () => window.clearTimeout(timer)
}
