import type {GatsbySSR} from 'gatsby'
import {ToastHost} from './src/components/toast-host'

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({element}) => <ToastHost>{element}</ToastHost>

/**
 * The document's language, set once by the static render. Not through the Head API's `<html>`: under
 * `gatsby develop` the Head renders inside a <div>, where React reports an <html> as a hydration error.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({setHtmlAttributes}) => setHtmlAttributes({lang: 'en'})
