import type {GatsbyConfig, PluginRef} from 'gatsby'
import netlifyAdapter from 'gatsby-adapter-netlify'
import {contentSource, overlayDrafts} from './src/config/content-source'
import {skipPreloadsForQueries} from './build-time/develop/unused-preloads'
import {enforceNoDemoBuildInProduction} from './src/config/demo-build'

enforceNoDemoBuildInProduction(process.env)

const source = contentSource()

const sanityPlugin: PluginRef[] =
  source.kind === 'sanity'
    ? [
        {
          resolve: 'gatsby-source-sanity',
          options: {
            projectId: source.projectId,
            dataset: source.dataset,
            token: source.token,
            // Only set by tests that build against a local fake of Sanity's API.
            ...(process.env.SANITY_API_HOST ? {apiHost: process.env.SANITY_API_HOST} : {}),
            watchMode: overlayDrafts(),
            overlayDrafts: overlayDrafts(),
          },
        },
      ]
    : []

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: process.env.URL ?? 'http://localhost:8888',
    // DECISIONS 10: the footer's copyright year is the build year, never the visitor's clock.
    buildYear: new Date().getFullYear(),
  },
  jsxRuntime: 'automatic',
  trailingSlash: 'never',
  // An explicit adapter: without it Gatsby looks its adapter list up online at every build. Without its build
  // cache: every build is a clean one. A build from the cache re-rendered only pages whose own code or data had
  // changed, and the others kept the previous build's inlined CSS (and off Netlify it failed on the pages the
  // adapter had moved, remedies/index.html → remedies.html).
  adapter: {...netlifyAdapter({imageCDN: false}), cache: undefined},
  plugins: ['gatsby-plugin-image', ...sanityPlugin],
  developMiddleware: (app) => app.use(skipPreloadsForQueries),
}

export default config
