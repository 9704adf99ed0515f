import {startTransition, type ReactNode} from 'react'
import {createRoot, hydrateRoot, type Root} from 'react-dom/client'
import {keepPageContainer} from './initial-render'

/**
 * Hydrates static HTML as a transition. React renders a transition in slices of about 5 ms and yields to the
 * browser between them, where a default hydration is one task as long as the page (on a phone a long task,
 * counted in Total Blocking Time). A click or key press on a part not yet hydrated makes React hydrate it at
 * once and replay the event, so nothing the visitor does is lost.
 */
export function hydrateInSlices(container: Element, element: ReactNode): Root {
  let root: Root | undefined
  startTransition(() => {
    root = hydrateRoot(container, element)
  })
  return root as Root
}

/**
 * gatsby-browser's replaceHydrateFunction: the page hydrates in slices; a container without static HTML
 * (`gatsby develop`) is rendered instead.
 */
export function renderPage(element: ReactNode, container: Element | null): () => void {
  if (!container) throw new Error('No element to render the page into')
  if (container.hasChildNodes()) {
    keepPageContainer(container)
    const root = hydrateInSlices(container, element)
    return () => root.unmount()
  }
  const root = createRoot(container)
  root.render(element)
  return () => root.unmount()
}
