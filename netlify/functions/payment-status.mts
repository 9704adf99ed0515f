import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {answer, refuseRequest, withErrors} from './_shared/http'
import {paypalConfigured} from './_shared/paypal'
import {stripeConfigured} from './_shared/stripe'

/**
 * Which payment providers this deploy has keys for. The checkout asks first, so an unconfigured provider is a
 * state it shows, not a 503 the browser logs as a failed resource (Lighthouse counts those as console errors).
 */
export default withErrors(async (req: Request) => {
  const refused = await refuseRequest(req, API.paymentStatus)
  if (refused) return refused
  return answer(
    API.paymentStatus,
    'GET',
    200,
    {card: stripeConfigured(), paypal: paypalConfigured()},
    {'Cache-Control': 'no-store'},
  )
})

export const config: Config = {path: '/api/payments/status', method: 'GET'}
