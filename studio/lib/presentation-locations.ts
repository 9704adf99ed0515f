import {DEFAULT_PREVIEW_ORIGIN, PREVIEW_TARGETS} from './preview-url'

/**
 * Where each document shows on the site, for the Presentation tool: the pages it opens on and the "used on these
 * pages" list of each document. Plain TypeScript so tests read the same table the Studio uses. Section anchors are
 * the site's section ids (landing and toolkit).
 */

export type Location = {title: string; href: string}
export type LocationsState = {locations?: Location[]; message?: string; tone?: 'positive' | 'caution' | 'critical'}

/** How many remedies the landing page shows as cards: the first by position (the landing page's query). */
export const LANDING_REMEDY_CARDS = 3

const landing = (anchor: string, title: string): Location => ({title: `Landing page: ${title}`, href: `/#${anchor}`})
const toolkit = (anchor: string, title: string): Location => ({
  title: `Toolkit: ${title}`,
  href: `/toolkit#${anchor}`,
})
const symptomChecker = [landing('symptom-checker', 'Symptom Checker'), toolkit('symptom-checker', 'Symptom Checker')]
const phaseQuiz = [landing('phase-quiz', 'Phase Quiz'), toolkit('phase-quiz', 'Phase Quiz')]

type Selected = Record<string, unknown> | null
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

/** The fields each resolver reads (Presentation's `select`), and the pages it answers from them. */
export const DOCUMENT_LOCATIONS = {
  remedy: {
    select: {name: 'name', slug: 'slug.current', position: 'sortOrder'},
    resolve: (doc: Selected): LocationsState => {
      const slug = text(doc?.slug)
      const page = slug ? PREVIEW_TARGETS.remedy(slug) : undefined
      const position = typeof doc?.position === 'number' ? doc.position : undefined
      return {
        locations: [
          ...(page ? [{title: text(doc?.name) ?? 'Its page', href: page}] : []),
          toolkit('remedies', 'Remedy database'),
          {title: 'All remedies', href: '/remedies'},
          ...(position !== undefined && position <= LANDING_REMEDY_CARDS
            ? [landing('natural-remedies', 'Remedy cards')]
            : []),
        ],
        ...(page ? {} : {message: 'Give it a web address (slug) for its own page.', tone: 'caution' as const}),
      }
    },
  },
  phase: {
    select: {title: 'title'},
    resolve: (): LocationsState => ({
      locations: [landing('resources', 'Menopause phases'), toolkit('phases', 'Phases'), ...phaseQuiz],
    }),
  },
  phaseQuizQuestion: {select: {question: 'question'}, resolve: (): LocationsState => ({locations: phaseQuiz})},
  dailyStackItem: {
    select: {name: 'name'},
    resolve: (): LocationsState => ({locations: [toolkit('amy-stack', 'Daily Stack')]}),
  },
  testimonial: {
    select: {section: 'section'},
    resolve: (doc: Selected): LocationsState =>
      doc?.section === 'what-women-say'
        ? {locations: [landing('testimonials', 'What Women Are Saying')]}
        : {message: 'Only "What Women Are Saying" testimonials show on the site.', tone: 'caution'},
  },
  successStory: {
    select: {name: 'name'},
    resolve: (): LocationsState => ({locations: [landing('testimonials', 'Success stories')]}),
  },
  siteSettings: {
    select: {title: 'productName'},
    resolve: (): LocationsState => ({
      locations: [
        {title: 'Landing page', href: PREVIEW_TARGETS.siteSettings()},
        {title: 'Toolkit', href: '/toolkit'},
        {title: 'Checkout', href: '/checkout'},
      ],
    }),
  },
  sleepGuide: {
    select: {title: 'title'},
    resolve: (): LocationsState => ({locations: [landing('sleep', 'Sleep'), toolkit('sleep', 'Sleep')]}),
  },
  emotionalWellness: {
    select: {title: 'title'},
    resolve: (): LocationsState => ({locations: [landing('wellness', 'Wellness'), toolkit('wellness', 'Wellness')]}),
  },
  redFlags: {
    select: {heading: 'heading'},
    resolve: (): LocationsState => ({locations: [...symptomChecker, ...phaseQuiz]}),
  },
  symptom: {select: {name: 'name'}, resolve: (): LocationsState => ({locations: symptomChecker})},
  supplementCategory: {
    select: {name: 'name'},
    resolve: (): LocationsState => ({locations: [landing('shop-supplements', 'Shop supplements')]}),
  },
  symptomCategory: {
    select: {name: 'name'},
    resolve: (): LocationsState => ({locations: [toolkit('remedies', 'Remedy database')]}),
  },
  reminderTemplate: {
    select: {title: 'title'},
    resolve: (): LocationsState => ({locations: [{title: 'Wellness reminders', href: '/wellness-reminders'}]}),
  },
} as const satisfies Record<string, {select: Record<string, string>; resolve: (doc: Selected) => LocationsState}>

/**
 * The document a page is "about" (Presentation's main document): a remedy's page opens its remedy, the landing
 * page the site settings.
 */
export const MAIN_DOCUMENTS = [
  {route: '/remedies/:slug', filter: `_type == "remedy" && slug.current == $slug`},
  {route: '/', filter: `_id == "siteSettings"`},
]

/**
 * The origins Presentation may show: the editors' preview server (`npm run preview`, SANITY_STUDIO_PREVIEW_URL),
 * and a Netlify deploy preview when one is set (SANITY_STUDIO_DEPLOY_PREVIEW_URL).
 */
export function presentationOrigins(env: Record<string, string | undefined>) {
  const initial = (env.SANITY_STUDIO_PREVIEW_URL || DEFAULT_PREVIEW_ORIGIN).replace(/\/$/, '')
  const deployPreview = env.SANITY_STUDIO_DEPLOY_PREVIEW_URL?.replace(/\/$/, '')
  return {initial, allowOrigins: deployPreview && deployPreview !== initial ? [initial, deployPreview] : [initial]}
}
