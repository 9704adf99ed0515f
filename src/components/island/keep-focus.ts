/**
 * Focus that a late render takes away, given back (WCAG 2.4.3; docs/accessibility.md, "Focus a late render
 * takes"). On a slow phone an island can render her own view (a purchaser's, a reviewer's) seconds after she began
 * to use the visitor's: the control she had focused is removed with it, the browser drops her focus to the top of the
 * page, and her next Tab starts over there. While the island lives, this notes the last element she focused in it;
 * when that element leaves the page and nothing else has the focus, the focus goes to its counterpart in the new
 * view: the same id, else the same kind of element with the same text, else the heading of the section it was in,
 * else the island's first heading. It never scrolls, and it never moves a focus she has put elsewhere.
 */

import {focusWithoutTabStop, noElementHasFocus} from '../../lib/scroll-to-section'

type Focused = {element: HTMLElement; text: string; sectionId: string | null}

const HEADINGS = 'h1, h2, h3, h4'

function counterpartOf(lost: Focused, container: Element): HTMLElement | null {
  const {element, text, sectionId} = lost
  if (element.id) {
    const same = document.getElementById(element.id)
    if (same && container.contains(same)) return same
  }
  const sameText = Array.from(container.querySelectorAll<HTMLElement>(element.tagName)).find(
    (candidate) => candidate.textContent === text,
  )
  if (sameText) return sameText
  const section = sectionId ? document.getElementById(sectionId) : null
  const heading = (section && container.contains(section) ? section : container).querySelector<HTMLElement>(HEADINGS)
  return heading
}

/** Starts watching `container`; returns the function that stops it. */
export function keepFocusWithin(container: Element): () => void {
  let last: Focused | null = null

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target
    if (!(target instanceof HTMLElement) || !container.contains(target)) return
    last = {element: target, text: target.textContent ?? '', sectionId: target.closest('section[id]')?.id ?? null}
  }

  const observer = new MutationObserver(() => {
    if (!last || last.element.isConnected || !noElementHasFocus()) return
    const next = counterpartOf(last, container)
    last = null
    if (!next) return
    // A heading is not focusable by itself: a focus target the way the section links' landing makes one.
    if (next.matches(HEADINGS)) focusWithoutTabStop(next)
    else next.focus({preventScroll: true})
  })

  document.addEventListener('focusin', onFocusIn, true)
  observer.observe(container, {childList: true, subtree: true})
  return () => {
    document.removeEventListener('focusin', onFocusIn, true)
    observer.disconnect()
  }
}
