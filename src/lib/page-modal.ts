/** Whether this browser shows and hides `[popover]` elements from their invokers without script. */
export const nativePopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype

/**
 * Makes everything on the page but `element` inert (the branches beside each of its ancestors), as a modal does, and
 * answers a function that gives it back. Elements someone else had already made inert stay so.
 */
export function inertAllBut(element: Element): () => void {
  const madeInert: Element[] = []
  for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement)
    for (const sibling of node.parentElement.children)
      if (sibling !== node && !sibling.hasAttribute('inert')) {
        sibling.setAttribute('inert', '')
        madeInert.push(sibling)
      }
  return () => {
    for (const sibling of madeInert) sibling.removeAttribute('inert')
  }
}
