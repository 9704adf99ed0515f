import type {GatsbyConfig} from 'gatsby'
import netlifyAdapter from 'gatsby-adapter-netlify'

// The same Gatsby, React, adapter and JSX runtime as the site, nothing else: the bench's baseline.
const config: GatsbyConfig = {
  jsxRuntime: 'automatic',
  trailingSlash: 'never',
  adapter: netlifyAdapter({imageCDN: false}),
}

export default config
