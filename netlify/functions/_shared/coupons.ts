import {normalizeCouponCode, totalCents} from '../../../src/features/checkout/logic'
import {PRICE_CENTS} from '../../../src/config/site'
import {centsFromDollars} from '../../../src/lib/money'
import {optionalEnv} from './env'

/**
 * Coupon codes live on the server only (DECISIONS 14). `COUPONS` is "CODE=dollars,…";
 * without it, the spec's four codes apply.
 */
const SPEC_COUPONS = 'SAVE10=10,WELCOME15=15,NEWCLIENT20=20,HOLIDAY25=25'

/** The spec's four launch codes: the preflight refuses a production site that would accept them (DECISIONS 41, 42). */
export const SPEC_COUPON_CODES: readonly string[] = [...parseCoupons(SPEC_COUPONS).keys()]

export type Coupon = {code: string; amountOffCents: number}

export function parseCoupons(config: string): Map<string, number> {
  const coupons = new Map<string, number>()
  for (const entry of config.split(',')) {
    const [code, dollars] = entry.split('=').map((part) => part.trim())
    const amount = Number(dollars)
    if (code && Number.isFinite(amount) && amount > 0) coupons.set(normalizeCouponCode(code), centsFromDollars(amount))
  }
  return coupons
}

/** Every code the server accepts in this configuration (what the preflight checks). */
export const configuredCouponCodes = (): string[] => [...parseCoupons(optionalEnv('COUPONS') ?? SPEC_COUPONS).keys()]

/** The coupon for a code (case-insensitive), or null when there is no such code. */
export function findCoupon(code: string): Coupon | null {
  const normalized = normalizeCouponCode(code)
  const amountOffCents = parseCoupons(optionalEnv('COUPONS') ?? SPEC_COUPONS).get(normalized)
  return amountOffCents === undefined ? null : {code: normalized, amountOffCents}
}

export type Quote = {coupon: Coupon | null; amountCents: number}

/** The server's price for an order: PRICE_CENTS minus the coupon; null when the code is unknown. */
export function quote(code: string | undefined): Quote | null {
  if (!code?.trim()) return {coupon: null, amountCents: PRICE_CENTS}
  const coupon = findCoupon(code)
  return coupon ? {coupon, amountCents: totalCents(PRICE_CENTS, coupon.amountOffCents)} : null
}
