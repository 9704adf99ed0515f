/**
 * The original fallback for a content image that fails to load, before React runs: page sections are static
 * HTML islands that may hydrate late or never (components/island), so the hiding cannot wait for a component.
 * Each ContentImage ships its frame (`data-content-image`) and, right after it, its fallback
 * (`data-content-fallback`, hidden). A failed image hides its frame and shows the fallback; once the island
 * hydrates, ContentImage renders the fallback alone.
 */
export const CONTENT_IMAGE_ATTR = 'data-content-image'
export const CONTENT_FALLBACK_ATTR = 'data-content-fallback'

const isBroken = (img: HTMLImageElement) =>
  Boolean(img.currentSrc || img.getAttribute('src')) && img.complete && img.naturalWidth === 0

function showFallback(img: HTMLImageElement) {
  const frame = img.closest<HTMLElement>(`[${CONTENT_IMAGE_ATTR}]`)
  if (!frame || frame.hidden) return
  frame.hidden = true
  const fallback = frame.nextElementSibling
  if (fallback instanceof HTMLElement && fallback.hasAttribute(CONTENT_FALLBACK_ATTR)) fallback.hidden = false
}

/** Watches every content image of the document: errors are captured (they do not bubble), earlier ones swept. */
export function watchContentImages(doc: Document = document) {
  doc.addEventListener('error', (event) => event.target instanceof HTMLImageElement && showFallback(event.target), true)
  const sweep = () =>
    doc
      .querySelectorAll<HTMLImageElement>(`[${CONTENT_IMAGE_ATTR}] img`)
      .forEach((img) => isBroken(img) && showFallback(img))
  sweep()
  if (doc.readyState !== 'complete') doc.defaultView?.addEventListener('load', sweep, {once: true})
}
