import type {GatsbyBrowser} from 'gatsby'
import {lazy, Suspense, useEffect, useState} from 'react'
import {keepEarlyClicks, markInitialRenderDone} from './src/components/island/initial-render'
import {RootProviders} from './src/components/root-providers'
import {watchContentImages} from './src/components/ui/content-image-fallback'
import {isOwnerPath} from './src/config/owner'
import {registerServiceWorker} from './src/features/reminders/service-worker'
import './src/styles/global.css'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({element}) => <RootProviders>{element}</RootProviders>

/** Hash links are scrolled by our own code (80 px offset, after 100 ms), not by Gatsby's router. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({routerProps}) => !routerProps.location.hash

/** Spec: the service worker (push reminders, offline cache) is registered from /sw.js, in develop and production. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  registerServiceWorker()
  keepEarlyClicks()
  watchContentImages()
}

/** From here on, page sections made with island() render in the page (client navigations have no static HTML). */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => markInitialRenderDone()

const ExitIntentPopup = lazy(() => import('./src/features/exit-intent/components/exit-intent-popup').then((m) => ({default: m.ExitIntentPopup})))
const InstallPrompt = lazy(() => import('./src/features/install-prompt/components/install-prompt').then((m) => ({default: m.InstallPrompt})))

/** The spec's global overlays, loaded once the page is interactive and never part of the static HTML. */
function GlobalOverlays() {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  return ready ? (
    <Suspense fallback={null}>
      <ExitIntentPopup />
      <InstallPrompt />
    </Suspense>
  ) : null
}

// The coach's back office gets no marketing overlays.
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({element, props}) =>
  isOwnerPath(props.location.pathname) ? (
    element
  ) : (
    <>
      {element}
      <GlobalOverlays />
    </>
  )
