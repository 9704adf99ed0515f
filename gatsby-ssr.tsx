import type {GatsbySSR} from 'gatsby'
import {RootProviders} from './src/components/root-providers'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({element}) => <RootProviders>{element}</RootProviders>
