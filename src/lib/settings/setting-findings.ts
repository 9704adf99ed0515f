import {
  MIN_ACCESS_TOKEN_SECRET_BYTES,
  PUBLISHED_DEMO_VALUES,
  REVIEWER_CODE_COUNT,
  SETTINGS,
  type Setting,
} from '../../config/settings'
import {WHERE_TO_SET} from '../../config/where-to-set'
import {MIN_SETUP_CODE_LENGTH} from '../../config/owner'
import {isValidTimeZone} from '../time-zones'
import {
  addressProblem,
  buildHookProblem,
  credentialProblem,
  isLocalUrl,
  mailboxProblem,
  pastedExtra,
  reviewerCodes,
  sameSite,
  sanityDatasetProblem,
  sanityIdProblem,
  siteAddressProblem,
  smtpUrlProblem,
  STRIPE_KEY_BODY,
  stripeKeyKind,
  vapidKeysPair,
  vapidPrivateKeyProblem,
  vapidPublicKeyProblem,
  webAddressProblem,
} from './value-checks'

/**
 * What stops a production site (DECISIONS 42), setting by setting: each value is checked by what it must be to
 * work (src/lib/settings/value-checks.ts), not only for being there. Pure, so the preflight (build), the Setup
 * page's function and the tests read one rule. A finding names the item, what is wrong, where to get the value
 * and where to set it; the value itself is never repeated (it may be a secret), only example and local ones are.
 */
export type FindingProblem =
  | 'missing'
  | 'example'
  | 'local-address'
  | 'test-key'
  | 'sandbox'
  | 'published-value'
  | 'too-short'
  | 'invalid'
  | 'wrong-slot'
  | 'mismatch'
  | 'default-coupons'
  | 'placeholder'
  | 'missing-page'
  | 'unreadable'
  /** Production's ACCESS_TOKEN_SECRET seen on a deploy preview or branch deploy (secret-marks.ts, DECISIONS 49). */
  | 'shared'

export type Finding = {item: string; problem: FindingProblem; message: string}

export type Env = Readonly<Record<string, string | undefined>>

export {isLocalUrl}

const PAYPAL_LIVE_BASE = 'https://api-m.paypal.com'
const PAYPAL_SANDBOX = /sandbox\.paypal\.com/i

/** What is wrong with a value, and the kind of problem. */
type Says = {problem: FindingProblem; says: string}
const invalid = (says: string | null): Says | null => (says ? {problem: 'invalid', says} : null)

const STRIPE_SLOT = {
  STRIPE_SECRET_KEY: {kind: 'sk', name: 'secret key', prefix: 'sk_live_'},
  STRIPE_PUBLISHABLE_KEY: {kind: 'pk', name: 'publishable key', prefix: 'pk_live_'},
  STRIPE_WEBHOOK_SECRET: {kind: 'whsec', name: 'webhook signing secret', prefix: 'whsec_'},
} as const
const STRIPE_NAMES = {
  sk: 'a secret key (sk_…)',
  rk: 'a restricted key (rk_…)',
  pk: 'a publishable key (pk_…)',
  whsec: 'a webhook signing secret (whsec_…)',
}

/** A Stripe value in its slot: the right kind of key by its prefix, live, and nothing but key characters. */
function stripeValue(name: keyof typeof STRIPE_SLOT, value: string): Says | null {
  const slot = STRIPE_SLOT[name]
  const key = stripeKeyKind(value)
  if (!key) return invalid(`is not a Stripe ${slot.name} (it starts ${slot.prefix})`)
  if (key.kind !== slot.kind) {
    const exposed = name === 'STRIPE_PUBLISHABLE_KEY' && (key.kind === 'sk' || key.kind === 'rk')
    return {
      problem: 'wrong-slot',
      says: exposed
        ? `holds ${STRIPE_NAMES[key.kind]}, which this setting would show to every visitor: put the publishable key (${slot.prefix}…) here`
        : `holds ${STRIPE_NAMES[key.kind]} where the ${slot.name} (${slot.prefix}…) goes`,
    }
  }
  if (key.mode === 'test')
    return {problem: 'test-key', says: `is a test key: production takes the live one (${slot.prefix}…)`}
  if (slot.kind !== 'whsec' && key.mode !== 'live') return invalid(`is not a live ${slot.name} (${slot.prefix}…)`)
  return STRIPE_KEY_BODY.test(value.slice(value.indexOf('_', slot.prefix.length - 1) + 1))
    ? null
    : invalid('holds characters after its prefix that no Stripe key has: copy it again')
}

/** The problem of a set value (with the other settings it must agree with), or null when it can work. */
function valueSays(setting: Setting, value: string, env: Env): Says | null {
  const {name} = setting
  if (setting.example && value === setting.example) {
    return {problem: 'example', says: `still holds the example value "${setting.example}"`}
  }
  const pasted = pastedExtra(value)
  if (pasted) return invalid(pasted)
  switch (name) {
    case 'SITE_URL':
    case 'GATSBY_SITE_URL': {
      if (isLocalUrl(value)) return {problem: 'local-address', says: `points at this computer (${value})`}
      const site = invalid(siteAddressProblem(value))
      if (site || name === 'SITE_URL') return site
      const main = env.SITE_URL?.trim()
      return main && !siteAddressProblem(main) && !sameSite(main, value)
        ? {problem: 'mismatch', says: 'differs from SITE_URL: give both the same address'}
        : null
    }
    case 'SANITY_PROJECT_ID':
      return invalid(sanityIdProblem(value))
    case 'SANITY_DATASET':
      return invalid(sanityDatasetProblem(value))
    case 'NETLIFY_BUILD_HOOK_URL':
      return invalid(buildHookProblem(value))
    case 'ACCESS_TOKEN_SECRET':
      if ((PUBLISHED_DEMO_VALUES.ACCESS_TOKEN_SECRET as readonly string[]).includes(value)) {
        return {problem: 'published-value', says: 'is the demo secret published with this site’s code'}
      }
      if (new TextEncoder().encode(value).length < MIN_ACCESS_TOKEN_SECRET_BYTES) {
        return {problem: 'too-short', says: `is shorter than ${MIN_ACCESS_TOKEN_SECRET_BYTES} characters`}
      }
      return null
    case 'SETUP_CODE':
      return value.length < MIN_SETUP_CODE_LENGTH
        ? {problem: 'too-short', says: `is shorter than ${MIN_SETUP_CODE_LENGTH} characters, so it opens nothing`}
        : null
    case 'REVIEWER_CODES': {
      const published = new Set<string>(PUBLISHED_DEMO_VALUES.REVIEWER_CODES)
      const {codes, distinct, empty} = reviewerCodes(value)
      if (codes.some((code) => published.has(code.toUpperCase()))) {
        return {problem: 'published-value', says: 'holds the example codes published with this site’s code'}
      }
      if (empty > 0) return invalid('has an empty code between two commas')
      if (distinct < codes.length) return invalid('gives the same code twice')
      if (codes.length !== REVIEWER_CODE_COUNT) {
        return invalid(
          `holds ${codes.length} ${codes.length === 1 ? 'code' : 'codes'} where ${REVIEWER_CODE_COUNT} different ones are asked`,
        )
      }
      return null
    }
    case 'SMTP_URL':
      if (isLocalUrl(value)) return {problem: 'local-address', says: 'points at this computer, which sends no mail'}
      return invalid(smtpUrlProblem(value))
    case 'MAIL_FROM':
    case 'COACH_EMAIL': {
      const problem = name === 'COACH_EMAIL' ? addressProblem(value) : mailboxProblem(value)
      return problem?.includes('this computer') ? {problem: 'local-address', says: problem} : invalid(problem)
    }
    case 'VAPID_SUBJECT': {
      if (value.startsWith('mailto:')) {
        const problem = addressProblem(value.slice('mailto:'.length))
        return problem?.includes('this computer') ? {problem: 'local-address', says: problem} : invalid(problem)
      }
      return invalid(value.startsWith('https://') ? webAddressProblem(value) : 'is not mailto: followed by an address')
    }
    case 'SURVIVAL_GUIDE_URL':
      return invalid(webAddressProblem(value))
    case 'VAPID_PUBLIC_KEY':
      return invalid(vapidPublicKeyProblem(value))
    case 'VAPID_PRIVATE_KEY': {
      const own = invalid(vapidPrivateKeyProblem(value))
      const publicKey = env.VAPID_PUBLIC_KEY?.trim()
      if (own || !publicKey || vapidPublicKeyProblem(publicKey)) return own
      return vapidKeysPair(publicKey, value)
        ? null
        : {problem: 'mismatch', says: 'does not belong to VAPID_PUBLIC_KEY: set both from the same key pair'}
    }
    case 'STRIPE_SECRET_KEY':
    case 'STRIPE_PUBLISHABLE_KEY':
    case 'STRIPE_WEBHOOK_SECRET':
      return stripeValue(name, value)
    case 'PAYPAL_API_BASE':
      if (PAYPAL_SANDBOX.test(value)) {
        return {problem: 'sandbox', says: 'points at PayPal’s sandbox, where no real money moves'}
      }
      return value.replace(/\/$/, '') === PAYPAL_LIVE_BASE
        ? null
        : invalid(`is not PayPal’s live API address (${PAYPAL_LIVE_BASE})`)
    case 'PAYPAL_CLIENT_ID':
    case 'PAYPAL_CLIENT_SECRET':
    case 'PAYPAL_WEBHOOK_ID':
      return invalid(credentialProblem(value))
    case 'COACH_TIME_ZONE':
      return isValidTimeZone(value) ? null : invalid('is not a time zone name (revenue falls back to UTC)')
    default:
      return null
  }
}

const sentence = (text: string) => text.replace(/\.$/, '')

/** One line: the setting, what is wrong, where to get the value, and where to set it. */
const findingOf = (setting: Setting, {problem, says}: Says): Finding => ({
  item: setting.name,
  problem,
  message: `${setting.name} ${says}. Where to get it: ${sentence(setting.whereToGet)}. Set it in ${WHERE_TO_SET}.`,
})

/** The finding of one setting in this configuration, or null when it is ready for production. */
export function settingFinding(setting: Setting, env: Env): Finding | null {
  const value = env[setting.name]
  if (!value?.trim()) {
    if (!setting.required) return null
    return findingOf(setting, {problem: 'missing', says: `is not set. ${sentence(setting.purpose)}`})
  }
  const says = valueSays(setting, value, env)
  return says ? findingOf(setting, says) : null
}

/**
 * Every required setting that is missing, an example, a local address, a test key or a published value, and every
 * optional one set to something the site cannot read (`invalid`).
 */
export const settingFindings = (env: Env): Finding[] =>
  SETTINGS.flatMap((setting) => {
    const finding = settingFinding(setting, env)
    return finding && (setting.required || finding.problem === 'invalid') ? [finding] : []
  })
