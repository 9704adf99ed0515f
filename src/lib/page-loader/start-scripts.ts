/**
 * The loaders that start a built page's scripts (build-time/html/defer-page-scripts.ts puts one inline in every
 * page, bundled by build-time/html/page-loaders.ts): browser code that runs before the app, so it imports only
 * constants. When each page starts them: src/config/page-scripts.ts.
 */
import {
  COUNTS_VISIT_ATTRIBUTE,
  EARLY_INPUT_GLOBAL,
  IDLE_START_MS,
  NATIVE_TAP_GRACE_MS,
  PAGE_NOTE_ATTRIBUTE,
  PAGE_NOTE_MESSAGES,
  SLOW_START_MS,
  START_EVENTS,
  START_NEAR_ATTRIBUTE,
  UNPAINTED_START_MS,
} from '../../config/page-scripts'
import {PERSONAL_VIEW_KEYS, STORAGE_KEYS} from '../storage'
import {afterNativeAnswer, NATIVE_CONTROL, REACT_CONTROL, type LoaderInput} from './controls'

/** Calls `go` in the task after the first painted frame, or after UNPAINTED_START_MS in a tab that paints none. */
function afterPaint(go: () => void) {
  requestAnimationFrame(() => setTimeout(go, 0))
  setTimeout(go, UNPAINTED_START_MS)
}

/** Appends the scripts, in order (each runs as it arrives, as Gatsby's `async` tags did). */
function appendScripts(sources: readonly string[], onError?: () => void) {
  for (const source of sources) {
    const script = document.createElement('script')
    script.src = source
    if (onError) script.onerror = onError
    document.body.appendChild(script)
  }
}

/** Every page but the on-demand ones: the text she came for paints first, then the page hydrates. */
export function startScriptsAfterPaint(sources: readonly string[]) {
  let started = false
  afterPaint(() => {
    if (started) return
    started = true
    appendScripts(sources)
  })
}

/**
 * A page whose static HTML is a complete read starts its scripts on demand (src/config/page-scripts.ts says when).
 * Until the app has run, it keeps a click on a button (not a link) and a form's submit (their default prevented) and
 * the browser's install offer in window[EARLY_INPUT_GLOBAL], for the app to take: `take()` hands them over once and
 * stops keeping. A kept click or submit the app has not taken within SLOW_START_MS, or kept when a script failed to
 * load, gets a note at the foot of the screen saying so (decision 48); `take()` removes it. On a page that counts
 * visits it counts this one at the load (as parseVisits reads the count) and keeps the new count for the app.
 */
export function startScriptsOnDemand(sources: readonly string[]) {
  let started = false
  let taken = false
  let scriptFailed = false
  let slowTimer: ReturnType<typeof setTimeout> | undefined
  let note: HTMLElement | null = null
  const observers: IntersectionObserver[] = []

  const kept: LoaderInput = {
    click: null,
    submit: null,
    installOffer: null,
    visits: null,
    take() {
      taken = true
      clearTimeout(slowTimer)
      note?.remove()
      document.removeEventListener('click', keep, true)
      document.removeEventListener('submit', keep, true)
      return kept
    },
  }
  ;(window as unknown as Record<string, LoaderInput>)[EARLY_INPUT_GLOBAL] = kept

  const say = (message: string) => {
    if (taken) return
    if (!note) {
      note = document.createElement('p')
      note.setAttribute('role', 'status')
      note.setAttribute(PAGE_NOTE_ATTRIBUTE, '')
      document.body.appendChild(note)
    }
    note.textContent = message
  }
  const sayFailed = () => say(PAGE_NOTE_MESSAGES.failed)
  const waiting = () => {
    if (scriptFailed) sayFailed()
    else slowTimer ??= setTimeout(() => (scriptFailed ? sayFailed() : say(PAGE_NOTE_MESSAGES.slow)), SLOW_START_MS)
  }

  function go() {
    if (started) return
    started = true
    for (const type of START_EVENTS) window.removeEventListener(type, start, true)
    for (const observer of observers) observer.disconnect()
    appendScripts(sources, () => {
      scriptFailed = true
      if (kept.click || kept.submit) sayFailed()
    })
  }

  function keep(event: Event) {
    const target = event.target
    if (!(target instanceof Element)) return
    if (event.type === 'submit') {
      event.preventDefault()
      kept.submit = target as HTMLFormElement
    } else {
      const control = target.closest<HTMLElement>(REACT_CONTROL)
      if (!control || control.closest(NATIVE_CONTROL)) return
      event.preventDefault()
      kept.click = control
    }
    waiting()
    go()
  }

  /**
   * A finger or pointer pressed on a native control (the menu's invoker, a summary, a link) lets its click answer and
   * paint first (decision 48: the first tap is part of the load); the keyboard's focus on a link starts them at once,
   * and the app then runs the section link's glide when she presses it.
   */
  const start = afterNativeAnswer(go, afterPaint, NATIVE_TAP_GRACE_MS)

  document.addEventListener('click', keep, true)
  document.addEventListener('submit', keep, true)
  window.addEventListener('beforeinstallprompt', (event) => {
    kept.installOffer = event
  })
  if (document.querySelector(`[${COUNTS_VISIT_ATTRIBUTE}]`)) countVisit(kept)

  if (hasOwnView()) return afterPaint(go)
  for (const type of START_EVENTS) window.addEventListener(type, start, {capture: true, passive: true})
  if ('IntersectionObserver' in window)
    for (const near of document.querySelectorAll(`[${START_NEAR_ATTRIBUTE}]`)) {
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), {
        rootMargin: `${near.getAttribute(START_NEAR_ATTRIBUTE)} 0px`,
      })
      observers.push(observer)
      for (const child of near.children) observer.observe(child)
    }
  setTimeout(go, IDLE_START_MS)
}

/** Counts this visit at the load, as the returning-visitor offer reads it (storage may be refused: then none). */
function countVisit(kept: LoaderInput) {
  try {
    const visits = parseInt(localStorage.getItem(STORAGE_KEYS.visits) ?? '', 10)
    kept.visits = visits > 0 ? visits + 1 : 1
    localStorage.setItem(STORAGE_KEYS.visits, String(kept.visits))
  } catch {
    // Storage refused: the app counts without it.
  }
}

/** A view of her own the static HTML does not show (purchase, reviewer access, owner view), or an address with a query or a section. */
function hasOwnView() {
  if (location.search || location.hash) return true
  try {
    return PERSONAL_VIEW_KEYS.some((key) => localStorage.getItem(key) !== null)
  } catch {
    return false
  }
}
