import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {createClient} from '@sanity/client'
import {normalizeCouponCode, totalCents} from '../../../src/lib/checkout/logic'
import {PRICE_CENTS} from '../../../src/config/site'
import {contentSource} from '../../../src/config/content-source'
import {centsFromDollars} from '../../../src/lib/money'
import type {CouponStatus} from '../../../src/lib/api-contract/owner-answers'
import {isProductionContext, type DeployContextHolder} from './env'

/**
 * Coupons are the coach's documents in the Studio (DECISIONS 41), read at request time: from the Sanity project
 * when one is configured, else from the embedded demo content (content/coupons.ndjson, the original four codes),
 * which never applies in the production context. Prices are computed here, never by the browser.
 */
export type CouponDocument = {
  code?: unknown
  dollarsOff?: unknown
  startsAt?: unknown
  endsAt?: unknown
  active?: unknown
}

/** A coupon document as stored: its id names it in the Studio. */
export type StoredCoupon = CouponDocument & {_id?: string}

export type Coupon = {code: string; amountOffCents: number}

export const EMBEDDED_COUPONS_FILE = 'coupons.ndjson'
const SANITY_API_VERSION = '2025-01-01'
export const COUPONS_QUERY = '*[_type == "coupon" && active == true]{code, dollarsOff, startsAt, endsAt, active}'
/** Every published coupon, switched off ones included, for the back office's list. */
export const ALL_COUPONS_QUERY = '*[_type == "coupon"]{_id, code, dollarsOff, startsAt, endsAt, active}'

const time = (value: unknown) => (typeof value === 'string' && value ? Date.parse(value) : Number.NaN)

/**
 * Where a coupon document stands at `now`: only `live` applies (active, a valid code and amount, started and not
 * yet ended). The back office shows the others with the reason.
 */
export function couponStatus(doc: CouponDocument, now: Date): CouponStatus {
  if (typeof doc.code !== 'string' || !doc.code.trim()) return 'incomplete'
  if (typeof doc.dollarsOff !== 'number' || !(doc.dollarsOff > 0)) return 'incomplete'
  if (doc.active !== true) return 'off'
  const starts = time(doc.startsAt)
  const ends = time(doc.endsAt)
  if (!Number.isNaN(starts) && now.getTime() < starts) return 'not-started'
  if (!Number.isNaN(ends) && now.getTime() >= ends) return 'ended'
  return 'live'
}

/** Whether a coupon document applies at `now`. */
export const couponApplies = (doc: CouponDocument, now: Date) => couponStatus(doc, now) === 'live'

/** The coupon of `documents` that applies to `code` at `now` (case-insensitive), or null. */
export function pickCoupon(documents: CouponDocument[], code: string, now: Date): Coupon | null {
  const wanted = normalizeCouponCode(code)
  const doc = documents.find(
    (candidate) =>
      typeof candidate.code === 'string' &&
      normalizeCouponCode(candidate.code) === wanted &&
      couponApplies(candidate, now),
  )
  return doc ? {code: wanted, amountOffCents: centsFromDollars(doc.dollarsOff as number)} : null
}

async function embeddedCoupons(dir: string): Promise<StoredCoupon[]> {
  let text: string
  try {
    text = await readFile(path.resolve(dir, EMBEDDED_COUPONS_FILE), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StoredCoupon & {_type?: string})
    .filter((doc) => doc._type === 'coupon' && !doc._id?.startsWith('drafts.'))
}

/** Published coupon documents as the server sees them now (none from the embedded demo content in production). */
export async function loadCouponDocuments(context?: DeployContextHolder, query = COUPONS_QUERY) {
  const source = contentSource()
  if (source.kind === 'embedded') return isProductionContext(context) ? [] : embeddedCoupons(source.dir)
  const client = createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    perspective: 'published',
    ...(source.token ? {token: source.token} : {}),
    ...(process.env.SANITY_API_HOST ? {apiHost: process.env.SANITY_API_HOST} : {}),
  })
  return client.fetch<StoredCoupon[]>(query)
}

/** Every published coupon with its status and where it came from, for the back office. */
export async function listCouponDocuments(context?: DeployContextHolder) {
  return {
    source: contentSource().kind === 'embedded' ? ('embedded' as const) : ('sanity' as const),
    documents: await loadCouponDocuments(context, ALL_COUPONS_QUERY),
  }
}

/** The coupon for a code that applies now, or null when there is no such code or it is off or out of its dates. */
export async function findCoupon(
  code: string,
  context?: DeployContextHolder,
  now = new Date(),
): Promise<Coupon | null> {
  return pickCoupon(await loadCouponDocuments(context), code, now)
}

export type Quote = {coupon: Coupon | null; amountCents: number}

/** The server's price for an order: PRICE_CENTS minus the coupon; null when the code does not apply. */
export async function quote(code: string | undefined, context?: DeployContextHolder): Promise<Quote | null> {
  if (!code?.trim()) return {coupon: null, amountCents: PRICE_CENTS}
  const coupon = await findCoupon(code, context)
  return coupon ? {coupon, amountCents: totalCents(PRICE_CENTS, coupon.amountOffCents)} : null
}

/** The original four launch codes: the preflight refuses a production site that would accept them (DECISIONS 41, 42). */
export const SPEC_COUPON_CODES: readonly string[] = ['SAVE10', 'WELCOME15', 'NEWCLIENT20', 'HOLIDAY25']

/** The codes of `documents` that apply at `now`, as a buyer would type them (what the preflight names). */
export const acceptedCouponCodes = (documents: CouponDocument[], now: Date): string[] =>
  documents.filter((doc) => couponApplies(doc, now)).map((doc) => normalizeCouponCode(doc.code as string))
