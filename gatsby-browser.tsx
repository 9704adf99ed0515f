import type {GatsbyBrowser} from 'gatsby'
import {RootProviders} from './src/components/root-providers'
import {registerServiceWorker} from './src/features/reminders/service-worker'
import './src/styles/global.css'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({element}) => <RootProviders>{element}</RootProviders>

/** Hash links are scrolled by our own code (80 px offset, after 100 ms), not by Gatsby's router. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({routerProps}) => !routerProps.location.hash

/** Spec: the service worker (push reminders, offline cache) is registered from /sw.js, in develop and production. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => registerServiceWorker()
