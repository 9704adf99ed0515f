import {HASH_SCROLL_DELAY_MS, SCROLL_MAX_RETRIES, SCROLL_OFFSET_PX, SCROLL_RETRY_MS} from '../config/site'

/** Smooth scroll that leaves room for the sticky bar. */
export function scrollToElement(element: Element) {
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX
  window.scrollTo({top, behavior: 'smooth'})
}

/**
 * Scrolls to a section of the current page. A section rendered late (lazy content) is retried
 * every 200 ms, 5 times, then the spec's console message is logged and nothing else happens.
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
    scrollToSection(id)
  } else {
    navigate(`/#${id}`)
  }
}

/** On load with a hash, scroll to it after 100 ms. Returns a cancel function for effects. */
export function scheduleHashScroll(hash: string): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  if (!id) return () => undefined
  const timer = window.setTimeout(() => scrollToSection(id), HASH_SCROLL_DELAY_MS)
  return () => window.clearTimeout(timer)
}
