import {lazy, Suspense, useEffect, useRef, useState, type Attributes, type ComponentType, type ReactNode} from 'react'
import type {Root} from 'react-dom/client'
import {hydrateInSlices} from './hydrate-in-slices'
import {isUnlocked, useAccessState} from '../../lib/access/access-store'
import {NATIVE_TAP_GRACE_MS, START_NEAR_ATTRIBUTE} from '../../config/page-scripts'
import {afterNativeAnswer} from '../../lib/page-loader/controls'
import {
  controlAwaitingReact,
  isInitialRenderDone,
  ISLAND_ATTRIBUTE,
  replayEarlyAction,
  takeEarlyAction,
  type EarlyAction,
} from './initial-render'
import {keepFocusWithin} from './keep-focus'
import {afterNextPaint} from '../../lib/after-next-paint'
import {replayTypedValues} from './typed-values'
import * as styles from './island.module.css'

/**
 * Static HTML islands. A page section made with `island()` is rendered into the static HTML as usual, but on
 * the first page load React does not hydrate it with the page: the page keeps the server's HTML (an empty
 * `dangerouslySetInnerHTML` with suppressHydrationWarning) and the section's code is not even loaded. The
 * section hydrates on its own React root, with its code loaded then, when:
 *  - 'visible': it comes within HYDRATE_MARGIN of the viewport;
 *  - 'interaction' (and 'visible'): the visitor presses, taps, focuses or types inside it, or has focus inside it
 *    when the app starts (a dialog the browser opened on her tap); a click made before it hydrated is replayed once
 *    it has, a form submitted before is submitted again;
 *  - any mode: the visitor's access state (purchaser, reviewer, owner view) differs from the locked state the
 *    static HTML shows, so their version of the section appears without scrolling to it.
 * After a client-side navigation there is no server HTML to keep: the section renders in the page as usual.
 */
export type HydrateWhen = 'visible' | 'interaction'

/** How far below (or above) the viewport a 'visible' island starts hydrating. */
export const HYDRATE_MARGIN = '300px'

const TRIGGER_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'click', 'submit'] as const

/** Renders nothing; tells the island its content has hydrated (effects run after the hydration commit). */
function Hydrated({onHydrated}: {onHydrated: () => void}) {
  useEffect(onHydrated, [onHydrated])
  return null
}

type Loader<P> = () => Promise<ComponentType<P>>

/** True in Gatsby's static render (webpack's 'build-html' stage): a constant, so the client drops what it guards. */
export const STATIC_RENDER = process.env.BUILD_STAGE === 'build-html'
/** The production bundle for the browser (webpack's 'build-javascript' stage), which hydrates static HTML. */
const PRODUCTION_BROWSER = process.env.BUILD_STAGE === 'build-javascript'

/**
 * `island(() => import('./section').then((m) => m.Section), {hydrate: 'visible', server:
 * process.env.BUILD_STAGE === 'build-html' ? () => require('./section').Section : null})` returns a component
 * with the section's props. `server` gives the static render the component synchronously (an import() would
 * suspend, and React streams a large suspended section out of order: hidden, then moved into place by an
 * inline script). Write the condition literally, as above: webpack replaces process.env.BUILD_STAGE with a
 * constant and leaves the require() out of the browser's bundle only then.
 * Props must be data or React elements (the island hydrates on a root of its own).
 */
export function island<P extends object>(
  load: Loader<P>,
  {hydrate, server}: {hydrate: HydrateWhen; server: (() => ComponentType<P>) | null},
) {
  const Lazy = lazy(() => load().then((component) => ({default: component})))
  function Island(props: P) {
    const Server = server?.()
    const content = Server ? <Server {...(props as P & Attributes)} /> : <Lazy {...(props as P & Attributes)} />
    return <IslandFrame load={load} props={props} hydrate={hydrate} content={content} />
  }
  return Island
}

/** The wrapper's attributes; a 'visible' island also asks an on-demand page to start its scripts when near. */
const islandAttributes = (hydrate: HydrateWhen) => ({
  [ISLAND_ATTRIBUTE]: '',
  ...(hydrate === 'visible' ? {[START_NEAR_ATTRIBUTE]: HYDRATE_MARGIN} : {}),
})

type FrameProps<P> = {load: Loader<P>; props: P; hydrate: HydrateWhen; content: ReactNode}

function IslandFrame<P extends object>({load, props, hydrate, content}: FrameProps<P>) {
  // The same markup on the server, in the page after a client navigation, and (kept) before hydration.
  // Only production pages have static HTML: `gatsby develop` renders the page in the browser.
  const [keepServerHtml] = useState(() => PRODUCTION_BROWSER && !isInitialRenderDone())
  if (!keepServerHtml) {
    return (
      <div {...islandAttributes(hydrate)} className={styles.island}>
        {STATIC_RENDER ? content : <Suspense fallback={null}>{content}</Suspense>}
      </div>
    )
  }
  return <DeferredIsland load={load} props={props} hydrate={hydrate} />
}

function DeferredIsland<P extends object>({load, props, hydrate}: Omit<FrameProps<P>, 'content'>) {
  const ref = useRef<HTMLDivElement>(null)
  const access = useAccessState()
  const personal = isUnlocked(access) || access.ownerView
  const startRef = useRef<() => void>(() => undefined)

  useEffect(() => {
    const maybeContainer = ref.current
    if (!maybeContainer) return
    const container: HTMLDivElement = maybeContainer
    let root: Root | null = null
    let started = false
    let hydrated = false
    let disposed = false
    // A click or submit made before the island hydrated: on the page before the app ran, or on the island since.
    let pending: EarlyAction = takeEarlyAction((element) => container.contains(element))
    let observer: IntersectionObserver | null = null

    const onHydrated = () => {
      if (hydrated) return
      hydrated = true
      for (const type of TRIGGER_EVENTS) document.removeEventListener(type, onEvent, true)
      replayTypedValues(container)
      replayEarlyAction(pending)
      pending = {form: null, control: null}
    }

    const start = () => {
      if (started) return
      started = true
      observer?.disconnect()
      void load().then((Component) => {
        if (disposed) return
        root = hydrateInSlices(
          container,
          <>
            <Component {...(props as P & Attributes)} />
            <Hydrated onHydrated={onHydrated} />
          </>,
        )
      })
    }
    startRef.current = start
    const startAfterNativeAnswer = afterNativeAnswer(start, afterNextPaint, NATIVE_TAP_GRACE_MS)

    function onEvent(event: Event) {
      const target = event.target instanceof Element ? event.target : null
      if (!target || !container.contains(target)) return
      if (event.type === 'submit' && target instanceof HTMLFormElement) {
        // A native submit would reload the page: submit again once the form's handler is there.
        event.preventDefault()
        event.stopImmediatePropagation()
        pending = {...pending, form: target}
        return start()
      }
      // Links and native form controls work without React; buttons wait for their handlers.
      const control = event.type === 'click' ? controlAwaitingReact(target) : null
      if (control && container.contains(control)) {
        // Kept from the island's own root too (it may be hydrating right now): the replay is the one click.
        event.preventDefault()
        event.stopImmediatePropagation()
        pending = {...pending, control}
        return start()
      }
      // What the browser answers itself (a popover or a summary opened by her press) is painted before the island's
      // code is asked for and hydrated: on a page already running, starting it inside her tap held the answer back
      // (docs/first-tap.md, "A page already running").
      startAfterNativeAnswer(event)
    }
    // On the document, not the island: once the island's root exists and until it has hydrated, the page's root
    // (an ancestor) stops a click or key inside it in the capture phase, before any listener on the island sees
    // it, and the click is lost. The document's capture listeners run before the page root's.
    for (const type of TRIGGER_EVENTS) document.addEventListener(type, onEvent, true)
    // She is using it already: a control she focused before the app ran, or a dialog the browser opened on her tap
    // (the focus events that would have started it came before these listeners).
    if (pending.form || pending.control || container.contains(document.activeElement)) start()
    // Her own view may replace the visitor's she is already using: what she had focused must not fall to the top.
    const stopKeepingFocus = keepFocusWithin(container)

    if (hydrate === 'visible' && 'IntersectionObserver' in window) {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
        rootMargin: `${HYDRATE_MARGIN} 0px`,
      })
      // The wrapper has no box of its own (display: contents): watch its sections.
      for (const child of Array.from(container.children)) observer.observe(child)
    }

    return () => {
      disposed = true
      observer?.disconnect()
      stopKeepingFocus()
      for (const type of TRIGGER_EVENTS) document.removeEventListener(type, onEvent, true)
      // Unmounting a root while the page's root commits is not allowed: do it right after.
      if (root) setTimeout(() => root?.unmount(), 0)
    }
    // The island is set up once; its props are the page's static data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (personal) startRef.current()
  }, [personal])

  return (
    <div
      ref={ref}
      {...islandAttributes(hydrate)}
      className={styles.island}
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
    />
  )
}
