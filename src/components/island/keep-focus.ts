/**
 * Focus that a late render takes away, given back (WCAG 2.4.3; docs/accessibility.md, "Focus a late render
 * takes"). On a slow phone an island can render her own view (a purchaser's, a reviewer's) seconds after she began
 * to use the visitor's: the control she had focused is removed with it, the browser drops her focus to the top of the
 * page, and her next Tab starts over there. While the island lives, this notes the last element she focused in it
 * (starting with the one that has the focus when the watch starts); when that element leaves the page and nothing
 * else has the focus, the focus goes to its counterpart in the new view: the same id, else the same kind of element
 * with the same text (one that can take the focus: a namesake in a closed unlock dialog cannot), else the heading of
 * the section it was in, else the island's first heading. It never scrolls, and it never moves a focus she has put
 * elsewhere.
 */

import {focusWithoutTabStop, noElementHasFocus} from '../../lib/scroll-to-section'

type Focused = {element: HTMLElement; text: string; sectionId: string | null}

const HEADINGS = 'h1, h2, h3, h4'

/** Where the focus may go, best first: the same id, the same element with the same text, then headings. */
function counterpartsOf(lost: Focused, container: Element): HTMLElement[] {
  const {element, text, sectionId} = lost
  const same = element.id ? document.getElementById(element.id) : null
  const sameText = Array.from(container.querySelectorAll<HTMLElement>(element.tagName)).filter(
    (candidate) => candidate.textContent === text,
  )
  const section = sectionId ? document.getElementById(sectionId) : null
  const heading = (section && container.contains(section) ? section : container).querySelector<HTMLElement>(HEADINGS)
  return [same && container.contains(same) ? same : null, ...sameText, heading].filter(
    (candidate): candidate is HTMLElement => candidate !== null,
  )
}

/** Focuses the first that takes it: a namesake in a closed dialog, or hidden, does not. */
function focusFirstOf(candidates: HTMLElement[]) {
  for (const next of candidates) {
    // A heading is not focusable by itself: a focus target the way the section links' landing makes one.
    if (next.matches(HEADINGS)) focusWithoutTabStop(next)
    else next.focus({preventScroll: true})
    if (document.activeElement === next) return
  }
}

/** Starts watching `container`; returns the function that stops it. */
export function keepFocusWithin(container: Element): () => void {
  const noted = (target: EventTarget | null): Focused | null =>
    target instanceof HTMLElement && container.contains(target)
      ? {element: target, text: target.textContent ?? '', sectionId: target.closest('section[id]')?.id ?? null}
      : null
  // She may have tabbed into the island before the app ran (a keyboard on a slow phone): that focus counts too,
  // or her own view, rendered next, drops it to the top of the page.
  let last = noted(document.activeElement)

  const onFocusIn = (event: FocusEvent) => {
    last = noted(event.target) ?? last
  }

  const observer = new MutationObserver(() => {
    if (!last || last.element.isConnected || !noElementHasFocus()) return
    const lost = last
    last = null
    focusFirstOf(counterpartsOf(lost, container))
  })

  document.addEventListener('focusin', onFocusIn, true)
  observer.observe(container, {childList: true, subtree: true})
  return () => {
    document.removeEventListener('focusin', onFocusIn, true)
    observer.disconnect()
  }
}
