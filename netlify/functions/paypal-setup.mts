import type {Config} from '@netlify/functions'
import {requireEnv} from './_shared/env'
import {errorResponse, json, rejectMethod, withErrors} from './_shared/http'
import {generateClientToken, paypalConfigured} from './_shared/paypal'

/** Starts a PayPal session: a client token plus the public client id the browser SDK needs. */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'GET')
  if (wrongMethod) return wrongMethod
  if (!paypalConfigured()) return errorResponse(503, 'PayPal is not set up yet.', 'payments_not_configured')
  return json(200, {clientToken: await generateClientToken(), clientId: requireEnv('PAYPAL_CLIENT_ID')}, {'Cache-Control': 'no-store'})
})

export const config: Config = {
  path: '/paypal/setup',
  method: 'GET',
  rateLimit: {windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
