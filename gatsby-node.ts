import type {GatsbyNode} from 'gatsby'
import {existsSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {contentSource, overlayDrafts} from './src/config/content-source'
import {readDataset, visibleDocuments} from './build-time/content-source/dataset'
import {gatsbyTypeName, toNodeFields} from './build-time/content-source/to-node-fields'
import {embeddedTypeDefs} from './build-time/content-source/type-defs'
import {resolveLocalAssets, type ImageAssetDocument} from './build-time/content-source/local-assets'
import {LOCAL_IMAGE_ROUTE, localGatsbyImageData, type LocalImageArgs} from './build-time/content-source/local-images'
import {getGatsbyImageFieldConfig} from 'gatsby-plugin-image/graphql-utils'
import {writePremiumContent} from './build-time/content-source/premium-content'
import {reviewCoversClaims} from './build-time/content-source/review-covers-claims'
import {REMEDIES_PATH, remedyPagePath, ROUTES} from './src/config/site'
import {FREE_REMEDY_COUNT} from './content-model/options'
import {isIndexable, robotsTxt, sitemapXml} from './build-time/seo/sitemap'
import {writeServiceWorker} from './build-time/service-worker/bundle'
import {compileHintsPlugin} from './build-time/webpack/compile-hints'
import {withAffiliateTag} from './src/lib/content/affiliate-link'

const source = contentSource()

/** The service worker is TypeScript: bundled into static/sw.js, which develop serves and build copies (both before bootstrap). */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = () =>
  writeServiceWorker({development: process.env.gatsby_executing_command === 'develop'})

/**
 * Embedded source: the Studio's types as gatsby-source-sanity names them, and image assets whose gatsbyImageData
 * takes the same arguments as the plugin's (Sanity's CDN there, build-time files from content/images here).
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({actions, schema}) => {
  if (source.kind !== 'embedded') return
  actions.createTypes([
    schema.buildEnumType({
      name: 'SanityGatsbyImagePlaceholder',
      values: {DOMINANT_COLOR: {value: 'dominantColor'}, BLURRED: {value: 'blurred'}, NONE: {value: 'none'}},
    }),
    schema.buildEnumType({
      name: 'SanityImageFit',
      values: {
        CLIP: {value: 'clip'},
        CROP: {value: 'crop'},
        FILL: {value: 'fill'},
        FILLMAX: {value: 'fillmax'},
        MAX: {value: 'max'},
        SCALE: {value: 'scale'},
        MIN: {value: 'min'},
      },
    }),
    schema.buildObjectType({
      name: 'SanityImageAsset',
      interfaces: ['Node'],
      extensions: {infer: false},
      fields: {
        _id: 'String',
        url: 'String',
        extension: 'String',
        sha1hash: 'String',
        metadata: 'SanityImageMetadata',
        gatsbyImageData: getGatsbyImageFieldConfig<ImageAssetDocument, unknown, {placeholder?: string; fit?: string}>(
          (asset, args) => localGatsbyImageData(asset, args as LocalImageArgs, path.resolve('public')),
          {
            placeholder: {type: 'SanityGatsbyImagePlaceholder', defaultValue: 'dominantColor'},
            fit: {type: 'SanityImageFit', defaultValue: 'fill'},
          },
        ) as never,
      },
    }),
    embeddedTypeDefs,
  ])
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({actions, createNodeId, createContentDigest}) => {
  if (source.kind !== 'embedded') return
  const dir = path.resolve(source.dir)
  const {documents, assets} = await resolveLocalAssets(
    visibleDocuments(readDataset(dir), {overlayDrafts: overlayDrafts()}),
    dir,
    ({sha1hash, width, height, extension}) => `${LOCAL_IMAGE_ROUTE}/${sha1hash}-${width}x${height}.${extension}`,
  )
  for (const asset of assets) {
    actions.createNode({
      ...asset,
      id: createNodeId(asset._id),
      parent: null,
      children: [],
      internal: {type: 'SanityImageAsset', contentDigest: createContentDigest(asset)},
    })
  }
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

/** The content types whose documents hold a shop link (affiliateLink). */
const SHOP_LINK_TYPES = ['SanityRemedy', 'SanitySupplementCategory', 'SanityDailyStackItem']

/**
 * Every shop link carries the coach's one Amazon Associates tag from the site settings (none when it is empty),
 * on both content sources: the pages and the premium content file read affiliateLink through this resolver.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({createResolvers}) => {
  const affiliateLink = {
    type: 'String',
    resolve: async (
      doc: {affiliateLink?: string | null},
      _args: unknown,
      context: {nodeModel: {findOne: (query: object) => Promise<{affiliateTag?: string | null} | null>}},
    ) => {
      if (!doc.affiliateLink) return doc.affiliateLink ?? null
      const settings = await context.nodeModel.findOne({
        type: 'SanitySiteSettings',
        query: {filter: {_id: {eq: 'siteSettings'}}},
      })
      return withAffiliateTag(doc.affiliateLink, settings?.affiliateTag)
    },
  }
  // A remedy page says "Reviewed by" only while the review is of the claims as they stand (DECISIONS 50).
  const clinicalReviewCoversClaims = {
    type: 'Boolean',
    resolve: (
      doc: Record<string, unknown>,
      _args: unknown,
      context: {nodeModel: {getNodeById: (query: {id: string}) => {_id?: string} | null}},
    ) => reviewCoversClaims(doc, (id) => context.nodeModel.getNodeById({id})?._id),
  }
  const resolvers: Record<string, Record<string, unknown>> = Object.fromEntries(
    SHOP_LINK_TYPES.map((type) => [type, {affiliateLink}]),
  )
  resolvers.SanityRemedy = {...resolvers.SanityRemedy, clinicalReviewCoversClaims}
  createResolvers(resolvers)
}

type RemedySlugs = {site: {siteMetadata: {siteUrl: string}}; allSanityRemedy: {nodes: Array<{slug: {current: string}}>}}

export const createPages: GatsbyNode['createPages'] = async ({graphql, reporter, actions}) => {
  await writePremiumContent(graphql, reporter)
  const result = await graphql<RemedySlugs>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSanityRemedy(sort: {sortOrder: ASC}) {
        nodes {
          slug {
            current
          }
        }
      }
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
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSitePage {
        nodes {
          path
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not list pages for the sitemap', result.errors)
    return
  }
  const publicDir = path.resolve('public')
  // Gatsby writes <path>/index.html; the Netlify adapter may later move it to <path>.html (trailingSlash: never).
  const htmlOf = (pagePath: string) =>
    [path.join(publicDir, pagePath, 'index.html'), path.join(publicDir, `${pagePath}.html`)].find((file) =>
      existsSync(file),
    )
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
  writeFileSync(
    robots,
    robotsTxt(existsSync(robots) ? readFileSync(robots, 'utf8') : 'User-agent: *\nAllow: /', siteUrl),
  )
  reporter.info(`Sitemap: ${paths.length} pages`)
}

/** See DECISIONS 18. /test-checkout and the back office's local outbox exist only in demo mode. */
const DEMO_ONLY_PAGES = ['/test-checkout', '/owner/outbox']
export const onCreatePage: GatsbyNode['onCreatePage'] = ({page, actions}) => {
  if (DEMO_ONLY_PAGES.some((path) => page.path.startsWith(path)) && process.env.GATSBY_DEMO_MODE !== 'true')
    actions.deletePage(page)
  // The toolkit's and the favorites' queries list the free remedies: their count comes from the content model, as the
  // Studio's does.
  else if (
    ([ROUTES.toolkit, ROUTES.favorites] as string[]).includes(page.path.replace(/\/$/, '')) &&
    page.context?.freeRemedyCount !== FREE_REMEDY_COUNT
  ) {
    actions.deletePage(page)
    actions.createPage({...page, context: {...page.context, freeRemedyCount: FREE_REMEDY_COUNT}})
  }
}

/**
 * Shorter content hashes in the browser bundle's file names (docs/performance.md): webpack's runtime carries the hash of
 * every chunk, loaded on every first load; 8 hex digits still tell one version of a chunk from the next. Every chunk
 * is compiled as it streams in (build-time/webpack/compile-hints.ts).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({stage, actions, getConfig}) => {
  if (stage !== 'build-javascript') return
  // setWebpackConfig drops `output`: the whole configuration is replaced instead.
  const config = getConfig()
  actions.replaceWebpackConfig({
    ...config,
    output: {...config.output, hashDigestLength: 8},
    plugins: [...config.plugins, compileHintsPlugin()],
  })
}
