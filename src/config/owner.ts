/**
 * The coach's back office (DECISIONS 29): its pages, API paths and limits, spelled once for the
 * pages, the functions and the tests. Nothing here is secret.
 */
export const OWNER_ROUTES = {
  home: '/owner',
  signIn: '/owner/sign-in',
  orders: '/owner/orders',
  revenue: '/owner/revenue',
  /** Read-only: each coupon, live or not, and how often it was used; edited in the Studio. */
  coupons: '/owner/coupons',
  emailList: '/owner/email-list',
  messages: '/owner/messages',
  reports: '/owner/reports',
  audit: '/owner/audit',
  /** Going live step by step: what is set on the live site and what to do next. */
  setup: '/owner/setup',
  /** Mail the SMTP server could not take yet, and the mail given up on, with a retry (docs/mail-outbox.md). */
  mailQueue: '/owner/mail-queue',
  /** Demo mode only (`npm start`): the mail the site would have sent, as a readable list. */
  outbox: '/owner/outbox',
} as const

export const OWNER_API = {
  signIn: '/api/owner/sign-in',
  session: '/api/owner/session',
  orders: '/api/owner/orders',
  audit: '/api/owner/audit',
  revenue: '/api/owner/revenue',
  coupons: '/api/owner/coupons',
  emailList: '/api/owner/email-list',
  emailListCsv: '/api/owner/email-list.csv',
  messages: '/api/owner/messages',
  reports: '/api/owner/reports',
  setup: '/api/owner/setup',
  mailQueue: '/api/owner/mail-queue',
} as const

/**
 * The session cookie's name and life. The `__Host-` prefix makes the browser keep it only as this host set it
 * (Secure, `Path=/`, no Domain): a sibling subdomain can neither set one nor shadow it (docs/threat-model.md).
 */
export const OWNER_SESSION_COOKIE = '__Host-owner_session'
export const OWNER_SESSION_HOURS = 12
/**
 * Setup before mail works (docs/coach-guide.md): the SETUP_CODE she sets in Netlify opens the Setup page in this
 * header, until her first sign-in closes it. A shorter code opens nothing: it would be guessed.
 */
export const SETUP_CODE_HEADER = 'X-Setup-Code'
export const MIN_SETUP_CODE_LENGTH = 16
/** A mailed sign-in link works once, for this long. */
export const OWNER_SIGN_IN_LINK_MINUTES = 15
/** At most one sign-in link is mailed to an address in this many minutes (docs/threat-model.md: no mail-bombing the coach). */
export const OWNER_SIGN_IN_MAIL_INTERVAL_MINUTES = 10

/** DECISIONS 29: no figure about women's health is shown when fewer people stand behind it. */
export const REPORT_MIN_PEOPLE = 5
/** The revenue screen's ready-made periods; a custom from–to pair is the other choice. */
export const REVENUE_PRESETS = ['this-month', 'last-month', 'last-30-days', 'this-year', 'all-time'] as const
export type RevenuePreset = (typeof REVENUE_PRESETS)[number]
export const REVENUE_PRESET_LABELS: Record<RevenuePreset, string> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'last-30-days': 'Last 30 days',
  'this-year': 'This year',
  'all-time': 'All time',
}
/** Revenue days are the coach's calendar days in COACH_TIME_ZONE (src/config/settings.ts); without it, UTC's. */
export const DEFAULT_COACH_TIME_ZONE = 'UTC'
/** What the revenue screen shows without a choice in its address. */
export const DEFAULT_REVENUE_PRESET: RevenuePreset = 'last-30-days'
/** A custom period spans at most this many days (about three years), so one request stays small. */
export const REVENUE_MAX_DAYS = 1096
/** Up to this many days a period is shown day by day; up to REVENUE_WEEKS_UP_TO_DAYS week by week; longer by month. */
export const REVENUE_DAYS_UP_TO_DAYS = 31
export const REVENUE_WEEKS_UP_TO_DAYS = 183
/** How many completed calendar months the women's report shows (fixed periods only, docs/threat-model.md). */
export const REPORT_MONTHS_SHOWN = 6

/** Pages of the back office: never in the sitemap, no marketing overlays. */
export const isOwnerPath = (path: string) => path === OWNER_ROUTES.home || path.startsWith(`${OWNER_ROUTES.home}/`)
