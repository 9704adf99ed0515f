import {mkdirSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import type {CreatePagesArgs} from 'gatsby'
import {FREE_REMEDY_COUNT} from '../../src/config/site'
import {PREMIUM_CONTENT_FILE} from '../../src/config/premium'
import {toRemedyProfile, type PremiumContent, type RemedyNode} from '../../src/lib/content/premium'

type Graphql = CreatePagesArgs['graphql']

const query = `
  query PremiumContent($skip: Int!) {
    remedies: allSanityRemedy(sort: {sortOrder: ASC}, skip: $skip) {
      nodes {
        slug { current }
        name
        emoji
        description
        usage
        evidenceLevel
        category
        whatItIs
        inAction
        evidence
        dosage
        sideEffects
        affiliateLink
        image { alt asset { card: gatsbyImageData(width: 72, height: 72, layout: FIXED, placeholder: NONE) detail: gatsbyImageData(width: 240, layout: CONSTRAINED, placeholder: NONE) } }
        sources { title publisher url supports }
        symptoms { slug { current } name category { slug { current } } }
      }
    }
    dailyStack: allSanityDailyStackItem(sort: {sortOrder: ASC}) {
      nodes { slug { current } name dosage timing purpose note affiliateLink }
    }
  }
`

type QueryResult = {
  remedies: {nodes: RemedyNode[]}
  dailyStack: {nodes: Array<Omit<PremiumContent['dailyStack'][number], 'slug'> & {slug: {current: string}}>}
}

/** Writes what only purchasers and reviewers may read: remedy profiles past the free ones and the daily stack. */
export async function writePremiumContent(graphql: Graphql, reporter: CreatePagesArgs['reporter']) {
  const result = await graphql<QueryResult>(query, {skip: FREE_REMEDY_COUNT})
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query premium content', result.errors)
    return
  }
  const content: PremiumContent = {
    remedies: result.data.remedies.nodes.map(toRemedyProfile),
    dailyStack: result.data.dailyStack.nodes.map((item) => ({...item, slug: item.slug.current})),
  }
  const file = path.resolve(PREMIUM_CONTENT_FILE)
  mkdirSync(path.dirname(file), {recursive: true})
  writeFileSync(file, JSON.stringify(content))
  reporter.info(`Premium content: ${content.remedies.length} remedies, ${content.dailyStack.length} stack items → ${PREMIUM_CONTENT_FILE}`)
}
