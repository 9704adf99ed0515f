/**
 * Where each previewable document shows on the site. Plain TypeScript so tests and the webhook script
 * read the same table. Home-page anchors are the landing's section ids.
 */
export const PREVIEW_TARGETS = {
  remedy: (slug?: string) => (slug ? `/remedies/${encodeURIComponent(slug)}` : undefined),
  phase: () => '/#resources',
  dailyStackItem: () => '/toolkit#amy-stack',
  siteSettings: () => '/',
  sleepGuide: () => '/#sleep',
  emotionalWellness: () => '/#wellness',
  testimonial: () => '/#testimonials',
} as const satisfies Record<string, (slug?: string) => string | undefined>

export type PreviewableType = keyof typeof PREVIEW_TARGETS
export const PREVIEWABLE_TYPES = Object.keys(PREVIEW_TARGETS) as PreviewableType[]

export const isPreviewable = (type: string): type is PreviewableType => type in PREVIEW_TARGETS

/** The default preview server: `npm run preview` (gatsby develop with drafts) on its usual port. */
export const DEFAULT_PREVIEW_ORIGIN = 'http://localhost:8100'

/** The preview page of a document, or undefined while it lacks what its address needs (a remedy's slug). */
export function previewUrl(origin: string, doc: {_type: string; slug?: {current?: string}}): string | undefined {
  if (!isPreviewable(doc._type)) return undefined
  const route = PREVIEW_TARGETS[doc._type](doc.slug?.current)
  return route === undefined ? undefined : `${origin.replace(/\/$/, '')}${route}`
}

/** The coach's back office on the site (the site's OWNER_ROUTES.home; the Studio does not import the site). */
export const BACK_OFFICE_PATH = '/owner'

/**
 * Where the Studio's "Business" tool sends the coach: /owner of the live site (SANITY_STUDIO_SITE_URL),
 * else of the preview server the Preview views use.
 */
export const siteOrigin = (env: Record<string, string | undefined>) =>
  env.SANITY_STUDIO_SITE_URL || env.SANITY_STUDIO_PREVIEW_URL || DEFAULT_PREVIEW_ORIGIN

export const backOfficeUrl = (origin: string) => `${origin.replace(/\/$/, '')}${BACK_OFFICE_PATH}`
