import {
  MIN_ACCESS_TOKEN_SECRET_BYTES,
  PUBLISHED_DEMO_VALUES,
  SETTINGS,
  type Setting,
  WHERE_TO_SET,
} from '../../config/settings'
import {isValidTimeZone} from '../time-zones'

/**
 * What stops a production site (DECISIONS 42), setting by setting: pure, so the preflight (build), the Setup
 * page's function and the tests read one rule. A finding names the item and how to fix it; the value itself is
 * never repeated (it may be a secret), only the published example values are.
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
  | 'default-coupons'
  | 'placeholder'
  | 'missing-page'
  | 'unreadable'

export type Finding = {item: string; problem: FindingProblem; message: string}

export type Env = Readonly<Record<string, string | undefined>>

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i
const PAYPAL_SANDBOX = /sandbox\.paypal\.com/i

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname
  } catch {
    return null
  }
}

/** True for a URL on this machine (localhost, 127.x, ::1). */
export const isLocalUrl = (url: string) => LOCAL_HOSTS.test(hostOf(url) ?? '')

const set = (name: string) => `Set ${name} in ${WHERE_TO_SET}`

/** The one problem of a set value, or null when production can use it. */
function valueFinding(setting: Setting, value: string): Finding | null {
  const {name} = setting
  const finding = (problem: FindingProblem, message: string): Finding => ({item: name, problem, message})
  if (setting.example && value === setting.example) {
    return finding(
      'example',
      `${name} still holds the example value "${setting.example}". ${set(name)}: ${setting.purpose}`,
    )
  }
  switch (name) {
    case 'SITE_URL':
    case 'GATSBY_SITE_URL':
      if (hostOf(value) === null)
        return finding('invalid', `${name} is not an address. ${set(name)}: https://<your domain>.`)
      if (isLocalUrl(value)) {
        return finding(
          'local-address',
          `${name} points at this computer (${value}). ${set(name)}: https://<your domain>.`,
        )
      }
      return null
    case 'ACCESS_TOKEN_SECRET':
      if ((PUBLISHED_DEMO_VALUES.ACCESS_TOKEN_SECRET as readonly string[]).includes(value)) {
        return finding(
          'published-value',
          `${name} is the demo secret this repository published. ${set(name)}: the output of \`openssl rand -base64 48\`.`,
        )
      }
      if (new TextEncoder().encode(value).length < MIN_ACCESS_TOKEN_SECRET_BYTES) {
        return finding(
          'too-short',
          `${name} is shorter than ${MIN_ACCESS_TOKEN_SECRET_BYTES} bytes. ${set(name)}: the output of \`openssl rand -base64 48\`.`,
        )
      }
      return null
    case 'REVIEWER_CODES': {
      const published = new Set<string>(PUBLISHED_DEMO_VALUES.REVIEWER_CODES)
      if (value.split(',').some((code) => published.has(code.trim().toUpperCase()))) {
        return finding(
          'published-value',
          `${name} holds the spec's example codes. ${set(name)}: five codes of your own, comma-separated.`,
        )
      }
      return null
    }
    case 'STRIPE_SECRET_KEY':
    case 'STRIPE_PUBLISHABLE_KEY':
      if (/^(sk|pk|rk)_test_/.test(value)) {
        return finding(
          'test-key',
          `${name} is a Stripe test key. ${set(name)}: the live key (${name === 'STRIPE_SECRET_KEY' ? 'sk_live_…' : 'pk_live_…'}) from dashboard.stripe.com → Developers → API keys.`,
        )
      }
      return null
    case 'PAYPAL_API_BASE':
      if (PAYPAL_SANDBOX.test(value)) {
        return finding(
          'sandbox',
          `${name} points at PayPal's sandbox. ${set(name)}: https://api-m.paypal.com, with the live app's PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.`,
        )
      }
      return null
    case 'MAIL_FROM':
    case 'COACH_EMAIL':
    case 'VAPID_SUBJECT':
      if (/@localhost\b/i.test(value)) {
        return finding('local-address', `${name} is a local address. ${set(name)}: ${setting.purpose}`)
      }
      return null
    case 'COACH_TIME_ZONE':
      if (!isValidTimeZone(value)) {
        return finding(
          'invalid',
          `${name} is not a time zone (revenue falls back to UTC). ${set(name)}: an IANA name such as America/New_York, or leave it empty for UTC.`,
        )
      }
      return null
    default:
      return null
  }
}

/** The finding of one setting in this configuration, or null when it is ready for production. */
export function settingFinding(setting: Setting, env: Env): Finding | null {
  const value = env[setting.name]?.trim()
  if (!value) {
    if (!setting.required) return null
    return {
      item: setting.name,
      problem: 'missing',
      message: `${setting.name} is not set. ${set(setting.name)}: ${setting.purpose}`,
    }
  }
  return valueFinding(setting, value)
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
