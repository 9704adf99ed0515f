import type {Config, Context} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {requireEnv} from './_shared/env'
import {answer, refuseRequest, withErrors} from './_shared/http'
import {generateClientToken, refuseUnlessPayPalReady} from './_shared/paypal'

/** Starts a PayPal session: a client token plus the public client id the browser SDK needs. */
export default withErrors(async (req: Request, context: Context) => {
  const refused = await refuseRequest(req, API.paypalSetup, () => refuseUnlessPayPalReady(context))
  if (refused) return refused
  return answer(
    API.paypalSetup,
    'GET',
    200,
    {clientToken: await generateClientToken(), clientId: requireEnv('PAYPAL_CLIENT_ID')},
    {'Cache-Control': 'no-store'},
  )
})

export const config: Config = {
  path: '/paypal/setup',
  method: 'GET',
  // Each call asks PayPal for a client token: throttled.
  rateLimit: {windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
