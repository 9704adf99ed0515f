import {
  EXAMPLE_AFFILIATE_TAG,
  EXAMPLE_COACH_NAME,
  exampleLeftovers,
  missingCoachDetails,
} from '../../content-model/coach-details'
import {settingFindings, isLocalUrl, type Env, type Finding} from '../../src/lib/settings/setting-findings'

/**
 * `npm run preflight` (DECISIONS 42): configuration → the list of what stops a production site. Pure: the
 * script reads the environment, the content and the routes, and decides from Netlify's CONTEXT whether the
 * list stops the build (production) or is only printed (deploy previews, branch deploys, local builds).
 */

/** The example content's domain: its pages (/community, /social, …) do not exist. */
export const EXAMPLE_DOMAIN = 'menopausemasterytoolkit.com'

export type SiteSettingsDoc = {_type?: string; supportEmail?: unknown; [field: string]: unknown}

export type PreflightInput = {
  env: Env
  /** The site settings document the build would show (null when it could not be read). */
  siteSettings: SiteSettingsDoc | null
  /** Where the content comes from, in words ("the embedded content/", "Sanity project abc123"). */
  contentSource: string
  /** Why the content could not be read at all (Sanity unreachable), or null. */
  contentUnreachable?: string | null
  /** Paths of the site's pages ('/', '/toolkit', …). */
  routes: ReadonlySet<string>
  /** Every coupon code production would accept from configuration. */
  acceptedCouponCodes: readonly string[]
  /** The example content's launch codes. */
  defaultCouponCodes: readonly string[]
}

/**
 * Default coupons: the example content's launch codes must not be accepted in production (DECISIONS 41). One small function,
 * fed with the codes the server would accept now (the coach's coupon documents, netlify/functions/_shared/coupons.ts).
 */
export function couponFindings(accepted: readonly string[], defaults: readonly string[]): Finding[] {
  const live = defaults.filter((code) => accepted.includes(code))
  if (live.length === 0) return []
  return [
    {
      item: 'Coupons',
      problem: 'default-coupons',
      message: `Coupons: the live site would accept the example launch codes ${live.join(', ')}. In the Studio (Coupons), switch them off or delete them; create your own codes there.`,
    },
  ]
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return null
  }
}

const pathOf = (url: string) => new URL(url).pathname.replace(/(.)\/$/, '$1')

/** The site's own host from SITE_URL, when it is a real address. */
const siteHost = (env: Env) => {
  const url = env.SITE_URL?.trim()
  return url && !isLocalUrl(url) ? hostOf(url) : null
}

/** True when a link leads nowhere: the example content's domain (not the site's), or a page the site does not have. */
function leadsNowhere(url: string, input: PreflightInput): boolean {
  const host = hostOf(url)
  if (host === null) return false
  const site = siteHost(input.env)
  // A file (guide.pdf) may be a static file or a redirect: only pages are checked.
  if (host === site) return !/\.\w+$/.test(pathOf(url)) && !input.routes.has(pathOf(url))
  return host === EXAMPLE_DOMAIN
}

type LinkField = {label?: unknown; url?: unknown}

/** Where the Studio shows a site settings field (studio/schemaTypes/singletons/siteSettings.ts): tab and title. */
const FIELD_PLACES: Readonly<Record<string, string>> = {
  coachName: 'About the coach → Coach Name',
  coachStory: 'About the coach → Your story',
  storyTitle: 'About the coach → Story Title',
  coachPortrait: 'About the coach → Portrait',
  toolkitContents: 'Offer → What the toolkit includes',
  communityLink: 'Contact & links → Community Link',
  socialLink: 'Contact & links → Social Link',
  survivalGuideLink: 'Contact & links → Survival guide page',
  doctorGuideLink: 'Contact & links → Doctor conversation guide page',
  affiliateTag: 'Contact & links → Amazon Associates tag',
}
const placeOf = (field: string) =>
  `Site settings → ${FIELD_PLACES[field] ?? field.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())}`

/** Content that still names the example coach, or pays her Amazon tag. */
function exampleFindings(settings: SiteSettingsDoc): Finding[] {
  const {nameFields, exampleTag} = exampleLeftovers(settings)
  const findings: Finding[] = nameFields.map((field) => ({
    item: `Content ${field}`,
    problem: 'placeholder',
    message: `Content: ${placeOf(field)} still holds the example coach's name, ${EXAMPLE_COACH_NAME}. In the Studio, write your own (titles and buttons that name you take it from Coach Name) and publish.`,
  }))
  if (exampleTag) {
    findings.push({
      item: 'Content affiliateTag',
      problem: 'placeholder',
      message: `Content: ${placeOf('affiliateTag')} is still the example's, ${EXAMPLE_AFFILIATE_TAG}, so what buyers spend through the shop links would be credited to someone else. Where to get yours: affiliate-program.amazon.com → Tools → Manage Tracking IDs (or clear the field for links without a tag). Set it in the Studio and publish.`,
    })
  }
  return findings
}

/** Placeholders and dead links in the content the build would publish. */
export function contentFindings(input: PreflightInput): Finding[] {
  const settings = input.siteSettings
  if (input.contentUnreachable) {
    return [
      {
        item: 'Content',
        problem: 'unreadable',
        message: `Content: ${input.contentSource} could not be reached (${input.contentUnreachable}), so its site settings, coupons and the clinical reviews of its health documents are not checked. Check SANITY_PROJECT_ID and SANITY_DATASET (sanity.io/manage → your project) and, for a private dataset, SANITY_READ_TOKEN.`,
      },
    ]
  }
  if (!settings) {
    return [
      {
        item: 'Content',
        problem: 'unreadable',
        message: `Content: no site settings document in ${input.contentSource}. Import the content (npm run content:import) and publish the site settings in the Studio.`,
      },
    ]
  }
  const findings: Finding[] = missingCoachDetails({...settings, _type: 'siteSettings'}).map((detail) => ({
    item: `Coach ${detail}`,
    problem: 'placeholder',
    message: `Content: the coach's ${detail} is missing or a placeholder in ${input.contentSource}. In the Studio, open Site settings → About the coach, fill it in and publish.`,
  }))
  findings.push(...exampleFindings(settings))
  for (const [field, value] of Object.entries(settings)) {
    const link = value as LinkField | null
    if (!link || typeof link !== 'object' || typeof link.url !== 'string') continue
    if (!leadsNowhere(link.url, input)) continue
    findings.push({
      item: `Link ${field}`,
      problem: 'missing-page',
      message: `Content: the link "${String(link.label ?? field)}" (${placeOf(field)}) goes to ${link.url}, a page that does not exist. In the Studio, point it at a page you have, or clear it, and publish.`,
    })
  }
  const support = typeof settings.supportEmail === 'string' ? settings.supportEmail : ''
  const supportHost = support.split('@')[1]?.toLowerCase()
  if (supportHost === EXAMPLE_DOMAIN && siteHost(input.env) !== EXAMPLE_DOMAIN) {
    findings.push({
      item: 'Support email',
      problem: 'placeholder',
      message: `Content: the support address ${support} is on the example content's domain. In the Studio, set Site settings → support email to your own address and publish.`,
    })
  }
  return findings
}

/** Links the functions mail (the free guide) must lead somewhere too. */
function mailedLinkFindings(input: PreflightInput): Finding[] {
  const guide = input.env.SURVIVAL_GUIDE_URL?.trim()
  // An example value is already named by the settings check.
  if (!guide || guide === `https://${EXAMPLE_DOMAIN}/survival-guide` || !leadsNowhere(guide, input)) return []
  return [
    {
      item: 'SURVIVAL_GUIDE_URL',
      problem: 'missing-page',
      message: `SURVIVAL_GUIDE_URL goes to ${guide}, a page that does not exist. Set it to the guide's real address.`,
    },
  ]
}

/** Everything that stops a production site, settings first. */
export const preflightFindings = (input: PreflightInput): Finding[] => [
  ...settingFindings(input.env),
  ...mailedLinkFindings(input),
  ...couponFindings(input.acceptedCouponCodes, input.defaultCouponCodes),
  ...contentFindings(input),
]

/**
 * What the preflight prints, and whether the build may go on. `brief` (a local `npm run build`) prints one line
 * instead of the list it would only warn about.
 */
export function preflightReport(
  findings: readonly Finding[],
  context: string | undefined,
  {brief = false, notes = []}: {brief?: boolean; notes?: readonly string[]} = {},
): {ok: boolean; text: string} {
  const report = listReport(findings, context, brief)
  if (brief || notes.length === 0) return report
  return {ok: report.ok, text: [...notes.map((note) => `Preflight: ${note}`), report.text].join('\n')}
}

function listReport(findings: readonly Finding[], context: string | undefined, brief: boolean) {
  const production = context === 'production'
  if (findings.length === 0) return {ok: true, text: 'Preflight: ready for production, nothing to fix.'}
  const list = findings.map((finding) => `  ✗ ${finding.message}`).join('\n')
  const count = `${findings.length} ${findings.length === 1 ? 'item' : 'items'}`
  if (production) {
    return {
      ok: false,
      text: `Preflight: this production build stops, ${count} to fix:\n${list}\nFix them, then deploy again. Print this list any time: CONTEXT=production npm run preflight`,
    }
  }
  const warning = `Preflight (context ${context || 'local'}): ${count} would stop a production build`
  if (brief) return {ok: true, text: `${warning}; \`CONTEXT=production npm run preflight\` lists them.`}
  return {ok: true, text: `${warning}:\n${list}`}
}
