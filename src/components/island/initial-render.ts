/**
 * The page's first render (the hydration of the static HTML), as island() needs to know it. Kept apart
 * from island.tsx: gatsby-browser loads this with the app, the islands come with the pages.
 */
import {EARLY_INPUT_GLOBAL} from '../../config/page-scripts'
import {NATIVE_CONTROL, REACT_CONTROL, type LoaderInput} from '../../lib/page-loader/controls'
import {replayTypedValues} from './typed-values'

let initialRenderDone = false
let earlyClick: HTMLElement | null = null
let earlySubmit: HTMLFormElement | null = null
let pageContainer: Element | null = null

const loaderInput = () => (window as unknown as Record<string, LoaderInput | undefined>)[EARLY_INPUT_GLOBAL]

export const ISLAND_ATTRIBUTE = 'data-island'

const inIsland = (element: Element) => element.closest(`[${ISLAND_ATTRIBUTE}]`) !== null

/** The control a click on `target` was meant for, when that click waits for a React handler (not a native one). */
export function controlAwaitingReact(target: EventTarget | null): HTMLElement | null {
  const control = target instanceof Element ? target.closest<HTMLElement>(REACT_CONTROL) : null
  return control && !control.closest(NATIVE_CONTROL) ? control : null
}

function onEarlyClick(event: MouseEvent) {
  if (initialRenderDone) return
  const control = controlAwaitingReact(event.target)
  if (control) {
    event.preventDefault()
    earlyClick = control
  }
}

/**
 * gatsby-browser's onClientEntry: a click on a button before the page has hydrated is kept (for its island, or for
 * the page once hydrated), and so is what the page's on-demand loader kept before the app ran (a click, a submit).
 */
export function keepEarlyClicks() {
  const kept = loaderInput()?.take()
  earlyClick = kept?.click ?? null
  earlySubmit = kept?.submit ?? null
  document.addEventListener('click', onEarlyClick, true)
}

/** The browser's install offer, when it came before the app ran (handed out once). */
export function takeEarlyInstallOffer(): Event | null {
  const kept = loaderInput()
  const offer = kept?.installOffer ?? null
  if (kept) kept.installOffer = null
  return offer
}

/** The visit count the on-demand loader stored at the load, when it counted this visit (handed out once). */
export function takeLoaderVisitCount(): number | null {
  const kept = loaderInput()
  const visits = kept?.visits ?? null
  if (kept) kept.visits = null
  return visits
}

/** gatsby-browser's onInitialClientRender: islands mounted from now on render in the page. */
export function markInitialRenderDone() {
  initialRenderDone = true
  document.removeEventListener('click', onEarlyClick, true)
}

export const isInitialRenderDone = () => initialRenderDone

/** The page hydrates into `container` (renderPage): what she enters in its own controls is replayed from there. */
export function keepPageContainer(container: Element) {
  pageContainer = container
}

/**
 * Once the page's first hydration has committed (components/island/after-first-hydration): what she entered in
 * the page's own controls, then the button she clicked or the form she submitted outside the islands, replayed.
 */
export function replayEarlyPageInput() {
  if (pageContainer) replayTypedValues(pageContainer, {skipInside: `[${ISLAND_ATTRIBUTE}]`})
  pageContainer = null
  replayEarlyAction(takeEarlyAction((element) => !inIsland(element)))
}

/** A form submitted or a button clicked before its handler was there. */
export type EarlyAction = {form: HTMLFormElement | null; control: HTMLElement | null}

/** The submit and the click kept before the page hydrated that `belongs` accepts, handed out once. */
export function takeEarlyAction(belongs: (element: Element) => boolean): EarlyAction {
  const form = earlySubmit && belongs(earlySubmit) ? earlySubmit : null
  const control = earlyClick && belongs(earlyClick) ? earlyClick : null
  if (form) earlySubmit = null
  if (control) earlyClick = null
  return {form, control}
}

/**
 * Submits the kept form again, or else clicks the kept button, in a task of its own: a click() while the original
 * click is still being dispatched is ignored.
 */
export function replayEarlyAction({form, control}: EarlyAction) {
  setTimeout(() => {
    if (form?.isConnected) form.requestSubmit()
    else if (control?.isConnected) control.click()
  }, 0)
}
