import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {readDataset, visibleDocuments, type SanityDocument} from '../../../build-time/content-source/dataset'

export const PUBLIC_DIR = path.resolve('public')

/** Every file of the production build, as paths relative to public/. */
export const publicFiles = (dir = PUBLIC_DIR): string[] =>
  readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? publicFiles(path.join(dir, entry.name)).map((file) => `${entry.name}/${file}`) : [entry.name],
  )

/** The URL path a built HTML file is served at (trailingSlash: never). */
export const pagePathOf = (htmlFile: string) =>
  `/${htmlFile.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/'

/** The published remedies, in the order the site lists them. */
export const publishedRemedies = () =>
  visibleDocuments(readDataset(path.resolve('content')), {overlayDrafts: false})
    .filter((doc) => doc._type === 'remedy')
    .sort((a, b) => (a.sortOrder as number) - (b.sortOrder as number)) as Array<
    SanityDocument & {name: string; slug: {current: string}; description: string}
  >

type Card = {title: string; description: string; tips?: string[] | null}
type SleepGuideDocument = SanityDocument & {
  teaser: string
  intro: string
  challenges: Card[]
  tipCategories: Card[]
  stats: Array<{label: string}>
  consultList: string[]
}
type WellnessDocument = SanityDocument & {categories: Card[]}

/**
 * The guides' premium text (DECISIONS 30), as published: the sleep guide past its title and teaser, and the
 * emotional wellness strategies' tips. Only the toolkit-content function may answer it.
 */
export function premiumGuideTexts() {
  const docs = visibleDocuments(readDataset(path.resolve('content')), {overlayDrafts: false})
  const sleep = docs.find((doc) => doc._type === 'sleepGuide') as SleepGuideDocument
  const wellness = docs.find((doc) => doc._type === 'emotionalWellness') as WellnessDocument
  return {
    teaser: sleep.teaser,
    premium: [
      sleep.intro,
      ...sleep.challenges.map((challenge) => challenge.description),
      ...sleep.tipCategories.flatMap((category) => [category.description, ...(category.tips ?? [])]),
      ...sleep.stats.map((stat) => stat.label),
      ...sleep.consultList,
      ...wellness.categories.flatMap((category) => category.tips ?? []),
    ],
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&#x2F;': '/',
}

/**
 * Text reduced to lower-case letters and digits after decoding HTML entities and JSON escapes, so a field's
 * words are found whether they were written into HTML, page-data JSON or a script.
 */
export const searchable = (text: string) =>
  text
    .replace(/&(amp|quot|#x27|#39|lt|gt|#x2F);/g, (entity) => ENTITIES[entity])
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\n/g, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

/** All text files of the build, concatenated in searchable form. */
export const searchablePublicText = () =>
  publicFiles()
    .filter((file) => /\.(html|json|js|xml|txt|webmanifest)$/.test(file))
    .map((file) => searchable(readFileSync(path.join(PUBLIC_DIR, file), 'utf8')))
    .join('|')
