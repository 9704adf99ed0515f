import type {GatsbyNode} from 'gatsby'
import path from 'node:path'
import {contentSource, overlayDrafts} from './src/config/content-source'
import {readDataset, visibleDocuments} from './src/lib/content-source/dataset'
import {gatsbyTypeName, toNodeFields} from './src/lib/content-source/to-node-fields'
import {embeddedTypeDefs} from './src/lib/content-source/type-defs'
import {writePremiumContent} from './src/lib/content-source/premium-content'

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

export const createPages: GatsbyNode['createPages'] = async ({graphql, reporter}) => {
  await writePremiumContent(graphql, reporter)
}

/** DECISIONS 18: /test-checkout exists only in demo mode; production builds drop it. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({page, actions}) => {
  if (page.path.startsWith('/test-checkout') && process.env.GATSBY_DEMO_MODE !== 'true') actions.deletePage(page)
}
