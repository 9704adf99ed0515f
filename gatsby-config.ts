import type {GatsbyConfig, PluginRef} from 'gatsby'
import netlifyAdapter from 'gatsby-adapter-netlify'
import {contentSource, overlayDrafts} from './src/config/content-source'
import {enforceNoDemoBuildInProduction} from './src/config/demo-build'

enforceNoDemoBuildInProduction(process.env)

// The Netlify adapter moves each page's HTML for trailingSlash 'never' (remedies/index.html → remedies.html)
// after storing Gatsby's cache, and restores that stored state at the next build: Gatsby expects its files
// where it wrote them. It does so only on Netlify or with NETLIFY_LOCAL; elsewhere a second `npm run build`
// found the moved files and failed (ENOENT public/remedies/index.html). Off Netlify, its local cache is used.
if (!process.env.NETLIFY) process.env.NETLIFY_LOCAL ??= '1'

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
  // An explicit adapter: without it Gatsby looks its adapter list up online at every build.
  adapter: netlifyAdapter({imageCDN: false}),
  plugins: ['gatsby-plugin-image', ...sanityPlugin],
}

export default config
