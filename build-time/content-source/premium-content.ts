import {mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import type {CreatePagesArgs} from 'gatsby'
import {FREE_REMEDY_COUNT} from '../../content-model/options'
import {PREMIUM_CONTENT_FILE} from '../../src/config/premium'
import {toRemedyProfile, type PremiumContent, type RemedyNode} from '../../src/lib/content/premium'

type Graphql = CreatePagesArgs['graphql']

/** The one home of a remedy profile's fields: the fragment the toolkit page spreads for the free profiles. */
export const REMEDY_FIELDS_FILE = 'src/features/remedies/data.ts'

/**
 * A fragment's text as written in a source file's graphql tag. Gatsby's createPages graphql does not know the
 * fragments of src/, so the build sends the same text along with its query instead of a second copy.
 */
export function fragmentIn(source: string, name: string): string {
  const fragment = new RegExp(`graphql\`\\s*(fragment ${name} on [\\s\\S]*?)\``).exec(source)?.[1]
  if (!fragment) throw new Error(`No graphql fragment ${name} found`)
  return fragment.trim()
}

// The sleep guide past its title and teaser, and the wellness strategies' tips, are premium (DECISIONS 30):
// the pages' GuidesData fragment asks only for what visitors see.
const query = (remedyFields: string) => `
  query PremiumContent($skip: Int!) {
    remedies: allSanityRemedy(sort: {sortOrder: ASC}, skip: $skip) {
      nodes { ...RemedyProfileFields }
    }
    dailyStack: allSanityDailyStackItem(sort: {sortOrder: ASC}) {
      nodes { _id slug { current } name dosage timing dosePerTime purpose note affiliateLink remedy { slug { current } } }
    }
    sleep: sanitySleepGuide(_id: {eq: "sleepGuide"}) {
      intro
      challenges { icon title description }
      tipCategories { icon title description tips }
      stats { value label }
      consultList
    }
    wellness: sanityEmotionalWellness(_id: {eq: "emotionalWellness"}) {
      categories { icon title description tips }
    }
  }
  ${remedyFields}
`

type QueryResult = {
  remedies: {nodes: RemedyNode[]}
  dailyStack: {
    nodes: Array<
      Omit<PremiumContent['dailyStack'][number], 'slug' | 'profileSlug'> & {
        slug: {current: string}
        remedy: {slug: {current: string}} | null
      }
    >
  }
  sleep: PremiumContent['sleepGuide']
  wellness: {categories: PremiumContent['wellnessStrategies']}
}

/**
 * Writes what only purchasers, reviewers and the owner may read: remedy profiles past the free ones, the daily
 * stack, the full sleep guide and the wellness strategies' tips.
 */
export async function writePremiumContent(graphql: Graphql, reporter: CreatePagesArgs['reporter']) {
  const remedyFields = fragmentIn(readFileSync(path.resolve(REMEDY_FIELDS_FILE), 'utf8'), 'RemedyProfileFields')
  const result = await graphql<QueryResult>(query(remedyFields), {skip: FREE_REMEDY_COUNT})
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query premium content', result.errors)
    return
  }
  const content: PremiumContent = {
    remedies: result.data.remedies.nodes.map(toRemedyProfile),
    dailyStack: result.data.dailyStack.nodes.map(({remedy, ...item}) => ({
      ...item,
      slug: item.slug.current,
      profileSlug: remedy?.slug.current ?? null,
    })),
    sleepGuide: result.data.sleep,
    wellnessStrategies: result.data.wellness.categories,
  }
  const file = path.resolve(PREMIUM_CONTENT_FILE)
  mkdirSync(path.dirname(file), {recursive: true})
  writeFileSync(file, JSON.stringify(content))
  reporter.info(
    `Premium content: ${content.remedies.length} remedies, ${content.dailyStack.length} stack items, the sleep guide, ${content.wellnessStrategies.length} wellness strategies → ${PREMIUM_CONTENT_FILE}`,
  )
}
