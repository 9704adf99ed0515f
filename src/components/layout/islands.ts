import {island} from '../island/island'

// The header and footer are the same on every page and, until she uses them, nothing in them changes but
// for a purchaser (the island shows her version at once, island.tsx): static HTML islands that hydrate when
// pressed, tapped or focused (docs/performance.md: with the page's other sections they were most of what React hydrated
// at load). Their links work before that as plain links. The import() and require() paths stay literal so
// webpack can split each one out and drop the require() from the browser's bundle.

/** The sticky site header (menu button, navigation, the buy or 'Open my toolkit' button). */
export const SiteHeader = island(() => import('./site-header').then((m) => m.SiteHeader), {
  hydrate: 'interaction',
  server: process.env.BUILD_STAGE === 'build-html' ? () => require('./site-header').SiteHeader : null,
})

/** The site footer (link columns, copyright, legal links). */
export const SiteFooter = island(() => import('./site-footer').then((m) => m.SiteFooter), {
  hydrate: 'interaction',
  server: process.env.BUILD_STAGE === 'build-html' ? () => require('./site-footer').SiteFooter : null,
})
