import {
  normalizeCouponCode,
  paypalSuccessAddress,
  proofFromAddress,
  totalCents,
} from '../../../../src/lib/checkout/logic'
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

  it('reads the proof of purchase from the success page address', () => {
    expect(
      proofFromAddress(
        '?payment_intent=pi_123abc&payment_intent_client_secret=pi_123abc_secret_Xy9&redirect_status=succeeded',
        '',
      ),
    ).toEqual({paymentIntentId: 'pi_123abc', clientSecret: 'pi_123abc_secret_Xy9'})
    // A payment id alone (printed in receipts) is no proof: the client secret Stripe's redirect hands back must come.
    expect(proofFromAddress('?payment_intent=pi_123abc&redirect_status=succeeded', '')).toBeNull()
    expect(proofFromAddress('?payment_intent=pi_123abc&payment_intent_client_secret=x', '')).toBeNull()
    // A PayPal order id alone is no proof either: its claim secret comes in the fragment, never sent to a server.
    const claim = 'c'.repeat(43)
    expect(proofFromAddress('?paypal_order=5O190127TN364715T', '')).toBeNull()
    expect(proofFromAddress('?paypal_order=5O190127TN364715T', `#paypal_claim=${claim}`)).toEqual({
      paypalOrderId: '5O190127TN364715T',
      claimSecret: claim,
    })
    expect(proofFromAddress('?paypal_order=5O190127TN364715T', '#paypal_claim=short')).toBeNull()
    const address = new URL(
      paypalSuccessAddress('/checkout-success', '5O190127TN364715T', claim),
      'https://example.com',
    )
    expect(address.search).toBe('?paypal_order=5O190127TN364715T')
    expect(proofFromAddress(address.search, address.hash)).toEqual({
      paypalOrderId: '5O190127TN364715T',
      claimSecret: claim,
    })
    expect(proofFromAddress(`?restore=${'a'.repeat(32)}`, '')).toEqual({restoreToken: 'a'.repeat(32)})
    expect(proofFromAddress('', '')).toBeNull()
    expect(proofFromAddress('?payment_intent=<script>', '')).toBeNull()
    expect(proofFromAddress('?restore=short', '')).toBeNull()
  })
})
