import type {GatsbySSR} from 'gatsby'
import {RootProviders} from './src/components/root-providers'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({element}) => <RootProviders>{element}</RootProviders>

/**
 * The document's language, set once by the static render. Not through the Head API's `<html>`: under
 * `gatsby develop` the Head renders inside a <div>, where React reports an <html> as a hydration error.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({setHtmlAttributes}) => setHtmlAttributes({lang: 'en'})
