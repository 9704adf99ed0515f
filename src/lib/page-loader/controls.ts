/** Controls whose click needs a React handler (links and native form controls work without one). */
export const REACT_CONTROL = 'button, [role="button"], [role="checkbox"], [role="radio"], [role="tab"], [role="switch"]'
/**
 * Controls the browser answers without script, so a click on them (or inside them) is never held back for React,
 * nor do the page's scripts start under it: links, popover invokers, a disclosure's summary (decision 48).
 */
export const NATIVE_CONTROL = 'a[href], [popovertarget], summary'

/** The events of a finger or pointer pressed down. */
const PRESS_EVENTS = new Set(['pointerdown', 'touchstart'])

/**
 * An input handler that calls `go` for what she does, except under a native control's answer: a finger or pointer
 * pressed on a native control lets its click answer and paint first, and `go` runs in the task after that frame
 * (`afterPaint`), or after `graceMs` when no click comes. The press's own focus and key events wait with it. Any other
 * input calls `go` at once: a keyboard's focus paints nothing to wait for (decision 48).
 */
export function afterNativeAnswer(go: () => void, afterPaint: (work: () => void) => void, graceMs: number) {
  let waitingForClick = false
  return (event: Event) => {
    const target = event.target
    const onNative = target instanceof Element && target.closest(NATIVE_CONTROL) !== null
    if (onNative && waitingForClick) return
    if (!onNative || !PRESS_EVENTS.has(event.type)) return go()
    waitingForClick = true
    document.addEventListener('click', () => afterPaint(go), {capture: true, once: true})
    setTimeout(go, graceMs)
  }
}

/** What a page's on-demand loader (start-scripts.ts) kept before the app ran. */
export type EarlyInput = {
  click: HTMLElement | null
  submit: HTMLFormElement | null
  installOffer: Event | null
  visits: number | null
}
/** The loader's hand-over: `take()` gives what it kept, once, and stops keeping. */
export type LoaderInput = EarlyInput & {take: () => EarlyInput}
