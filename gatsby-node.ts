import type {GatsbyNode} from 'gatsby'
import {existsSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {contentSource, overlayDrafts} from './src/config/content-source'
import {readDataset, visibleDocuments} from './src/lib/content-source/dataset'
import {gatsbyTypeName, toNodeFields} from './src/lib/content-source/to-node-fields'
import {embeddedTypeDefs} from './src/lib/content-source/type-defs'
import {writePremiumContent} from './src/lib/content-source/premium-content'
import {FREE_REMEDY_COUNT, REMEDIES_PATH, remedyPagePath} from './src/config/site'
import {isIndexable, robotsTxt, sitemapXml} from './src/lib/seo/sitemap'

const source = contentSource()

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({actions}) => {
  if (source.kind === 'embedded') actions.createTypes(embeddedTypeDefs)
}

export const sourceNodes: GatsbyNode['sourceNodes'] = ({actions, createNodeId, createContentDigest}) => {
  if (source.kind !== 'embedded') return
  const documents = visibleDocuments(readDataset(path.resolve(source.dir)), {overlayDrafts: overlayDrafts()})
  for (const doc of documents) {
    actions.createNode({
      ...toNodeFields(doc, createNodeId),
      id: createNodeId(doc._id),
      parent: null,
      children: [],
      internal: {type: gatsbyTypeName(doc._type), contentDigest: createContentDigest(doc)},
    })
  }
}

type RemedySlugs = {site: {siteMetadata: {siteUrl: string}}; allSanityRemedy: {nodes: Array<{slug: {current: string}}>}}

export const createPages: GatsbyNode['createPages'] = async ({graphql, reporter, actions}) => {
  await writePremiumContent(graphql, reporter)
  const result = await graphql<RemedySlugs>(`
    {
      site { siteMetadata { siteUrl } }
      allSanityRemedy(sort: {sortOrder: ASC}) { nodes { slug { current } } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query remedy slugs', result.errors)
    return
  }
  const siteUrl = result.data.site.siteMetadata.siteUrl
  actions.createPage({path: REMEDIES_PATH, component: path.resolve('src/templates/remedies.tsx'), context: {}})
  result.data.allSanityRemedy.nodes.forEach(({slug}, index) => {
    actions.createPage({
      path: remedyPagePath(slug.current),
      component: path.resolve('src/templates/remedy.tsx'),
      context: {slug: slug.current, free: index < FREE_REMEDY_COUNT, siteUrl},
    })
  })
}

/** sitemap.xml of every indexable page, and robots.txt pointing at it (both need the deployed URL). */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({graphql, reporter}) => {
  const result = await graphql<{site: {siteMetadata: {siteUrl: string}}; allSitePage: {nodes: Array<{path: string}>}}>(`
    { site { siteMetadata { siteUrl } } allSitePage { nodes { path } } }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not list pages for the sitemap', result.errors)
    return
  }
  const publicDir = path.resolve('public')
  // Gatsby writes <path>/index.html; the Netlify adapter may later move it to <path>.html (trailingSlash: never).
  const htmlOf = (pagePath: string) =>
    [path.join(publicDir, pagePath, 'index.html'), path.join(publicDir, `${pagePath}.html`)].find((file) => existsSync(file))
  const paths = result.data.allSitePage.nodes
    .map((node) => node.path)
    .filter((pagePath) => !pagePath.startsWith('/404') && !pagePath.startsWith('/dev-404'))
    .filter((pagePath) => {
      const file = htmlOf(pagePath)
      return file !== undefined && isIndexable(readFileSync(file, 'utf8'))
    })
  const siteUrl = result.data.site.siteMetadata.siteUrl
  writeFileSync(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl, paths))
  const robots = path.join(publicDir, 'robots.txt')
  writeFileSync(robots, robotsTxt(existsSync(robots) ? readFileSync(robots, 'utf8') : 'User-agent: *\nAllow: /', siteUrl))
  reporter.info(`Sitemap: ${paths.length} pages`)
}

/** DECISIONS 18: /test-checkout exists only in demo mode; production builds drop it. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({page, actions}) => {
  if (page.path.startsWith('/test-checkout') && process.env.GATSBY_DEMO_MODE !== 'true') actions.deletePage(page)
}
