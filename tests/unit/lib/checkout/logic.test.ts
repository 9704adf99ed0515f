import {normalizeCouponCode, proofFromSearch, totalCents} from '../../../../src/lib/checkout/logic'
import {formatMoney} from '../../../../src/lib/money'
import {PRICE_CENTS} from '../../../../src/config/site'

describe('checkout logic', () => {
  it('computes the total from the price and a discount, never below zero, with two decimals', () => {
    expect(formatMoney(totalCents(PRICE_CENTS, 0))).toBe('$37.00')
    expect(formatMoney(totalCents(PRICE_CENTS, 1000))).toBe('$27.00')
    expect(formatMoney(totalCents(PRICE_CENTS, 2500))).toBe('$12.00')
    expect(totalCents(PRICE_CENTS, 5000)).toBe(0)
    expect(totalCents(PRICE_CENTS, -100)).toBe(PRICE_CENTS)
  })

  it('upper-cases and trims coupon input', () => {
    expect(normalizeCouponCode('  spring5 ')).toBe('SPRING5')
  })

  it('reads the proof of purchase from the success page query', () => {
    expect(
      proofFromSearch(
        '?payment_intent=pi_123abc&payment_intent_client_secret=pi_123abc_secret_Xy9&redirect_status=succeeded',
      ),
    ).toEqual({paymentIntentId: 'pi_123abc', clientSecret: 'pi_123abc_secret_Xy9'})
    // A payment id alone (printed in receipts) is no proof: the client secret Stripe's redirect hands back must come.
    expect(proofFromSearch('?payment_intent=pi_123abc&redirect_status=succeeded')).toBeNull()
    expect(proofFromSearch('?payment_intent=pi_123abc&payment_intent_client_secret=x')).toBeNull()
    expect(proofFromSearch('?paypal_order=5O190127TN364715T')).toEqual({paypalOrderId: '5O190127TN364715T'})
    expect(proofFromSearch(`?restore=${'a'.repeat(32)}`)).toEqual({restoreToken: 'a'.repeat(32)})
    expect(proofFromSearch('')).toBeNull()
    expect(proofFromSearch('?payment_intent=<script>')).toBeNull()
    expect(proofFromSearch('?restore=short')).toBeNull()
  })
})
