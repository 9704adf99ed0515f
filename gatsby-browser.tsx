import type {GatsbyBrowser} from 'gatsby'
import {lazy, Suspense, useEffect, useState} from 'react'
import {AfterFirstHydration} from './src/components/island/after-first-hydration'
import {renderPage} from './src/components/island/hydrate-in-slices'
import {keepEarlyClicks, markInitialRenderDone} from './src/components/island/initial-render'
import {ToastHost} from './src/components/toast-host'
import {watchContentImages} from './src/components/ui/content-image-fallback'
import {isOwnerPath} from './src/config/owner'
import {armExitIntent} from './src/features/exit-intent/arm'
import {watchInstallOffer, type InstallOffer} from './src/features/install-prompt/offer'
import {registerServiceWorker} from './src/features/reminders/service-worker'
import {ROUTE_UPDATE_EVENT} from './src/lib/content/visual-editing'
import './src/styles/global.css'

export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => renderPage

/** Hash links are scrolled by our own code (80 px offset, after 100 ms), not by Gatsby's router. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({routerProps}) => !routerProps.location.hash

/** The service worker (push reminders, offline cache) is registered from /sw.js, in develop and production. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  registerServiceWorker()
  keepEarlyClicks()
  watchContentImages()
  // Click-to-edit, on the editors' preview server only: a production build folds this test to false and drops the
  // import (src/lib/content/visual-editing.ts).
  if (process.env.NODE_ENV !== 'production' && process.env.GATSBY_CONTENT_PREVIEW === 'true') {
    void import('./src/lib/content/visual-editing-overlay').then((overlay) => overlay.startVisualEditing())
  }
}

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  if (process.env.NODE_ENV !== 'production' && process.env.GATSBY_CONTENT_PREVIEW === 'true') {
    window.dispatchEvent(new Event(ROUTE_UPDATE_EVENT))
  }
}

/** From here on, page sections made with island() render in the page (client navigations have no static HTML). */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => markInitialRenderDone()

const loadExitIntent = () => import('./src/features/exit-intent/components/exit-intent-popup')
const ExitIntentPopup = lazy(() => loadExitIntent().then((m) => ({default: m.ExitIntentPopup})))
const InstallPrompt = lazy(() =>
  import('./src/features/install-prompt/components/install-prompt').then((m) => ({default: m.InstallPrompt})),
)

/**
 * The original global overlays, never part of the static HTML. Only their triggers run with the page (timers and
 * listeners, no React work): the exit-intent pop-up's code (Radix Dialog among it) loads when its 15 s arm
 * timer fires and it renders when the pointer leaves through the top; the install prompt's when it is due.
 * So nothing of theirs runs while the page loads.
 */
function GlobalOverlays() {
  const [exited, setExited] = useState(false)
  const [installOffer, setInstallOffer] = useState<InstallOffer | null>(null)
  // Fetched when armed, so it opens without a wait; a failed fetch is tried again by lazy() when it renders.
  useEffect(
    () => armExitIntent(() => setExited(true), {onArmed: () => void loadExitIntent().catch(() => undefined)}),
    [],
  )
  useEffect(() => {
    // Handed over once due: the prompt then watches for itself (later offers, appinstalled).
    const stop = watchInstallOffer({
      onShow: (offer) => {
        stop()
        setInstallOffer(offer)
      },
    })
    return stop
  }, [])
  // Nothing at all while the page hydrates (no Suspense either: the static HTML has no boundary markers here).
  return (
    <>
      {exited ? (
        <Suspense fallback={null}>
          <ExitIntentPopup exited />
        </Suspense>
      ) : null}
      {installOffer ? (
        <Suspense fallback={null}>
          <InstallPrompt offer={installOffer} />
        </Suspense>
      ) : null}
    </>
  )
}

// The coach's back office gets no marketing overlays.
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({element, props}) => (
  <ToastHost>
    {element}
    {isOwnerPath(props.location.pathname) ? null : <GlobalOverlays />}
    <AfterFirstHydration />
  </ToastHost>
)
