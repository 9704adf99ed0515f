/** Controls whose click needs a React handler (links and native form controls work without one). */
export const REACT_CONTROL = 'button, [role="button"], [role="checkbox"], [role="radio"], [role="tab"], [role="switch"]'
/**
 * Controls the browser answers without script, so a click on them (or inside them) is never held back for React,
 * nor do the page's scripts start under it: links, popover invokers, a disclosure's summary (decision 48).
 */
export const NATIVE_CONTROL = 'a[href], [popovertarget], summary'

/** What a page's on-demand loader (start-scripts.ts) kept before the app ran. */
export type EarlyInput = {
  click: HTMLElement | null
  submit: HTMLFormElement | null
  installOffer: Event | null
  visits: number | null
}
/** The loader's hand-over: `take()` gives what it kept, once, and stops keeping. */
export type LoaderInput = EarlyInput & {take: () => EarlyInput}
