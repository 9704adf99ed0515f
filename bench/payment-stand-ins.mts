// /checkout as a visitor of the live site sees it: payments configured. Without keys the bench measured the
// 'Payment System Setup Required' page instead, a state the live site is never in. The functions talk to the
// tests' local fakes of Stripe's and PayPal's APIs; the browser is pointed at one local HTTPS server for
// Stripe's and PayPal's hosts (Chromium's host resolver rules), which answers with the tests' stand-ins for
// Stripe.js and PayPal's SDK. What it cannot stand for: the real scripts' own size and main-thread time.
import {readFileSync} from 'node:fs'
import https from 'node:https'
import type {AddressInfo} from 'node:net'
import selfsigned from 'selfsigned'
import {startFakePayPal} from '../tests/support/fake-paypal.ts'
import {startFakeStripe} from '../tests/support/fake-stripe.ts'

const STAND_IN_SCRIPTS: Record<string, string> = {
  'js.stripe.com': 'tests/support/fake-stripe-js.js',
  'www.paypal.com': 'tests/support/fake-paypal-sdk.js',
}
const PAYPAL_CLIENT = {clientId: 'bench-paypal-client-id', clientSecret: 'bench-paypal-client-secret'}

export type PaymentStandIns = {
  /** The functions' environment: payment keys, and their API clients pointed at the fakes. */
  env: Record<string, string>
  /** Chromium flags that send Stripe's and PayPal's script hosts to the stand-in server. */
  browserArgs: string[]
  close: () => Promise<void>
}

export async function startPaymentStandIns(): Promise<PaymentStandIns> {
  const stripe = await startFakeStripe()
  const paypal = await startFakePayPal(PAYPAL_CLIENT)
  const hosts = Object.keys(STAND_IN_SCRIPTS)
  const pems = await selfsigned.generate([{name: 'commonName', value: hosts[0]}], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{name: 'subjectAltName', altNames: hosts.map((value) => ({type: 2 as const, value}))}],
  })
  const server = https.createServer({key: pems.private, cert: pems.cert}, (req, res) => {
    const script = STAND_IN_SCRIPTS[(req.headers.host ?? '').split(':')[0]]
    if (!script) return void res.writeHead(404).end()
    res.writeHead(200, {'content-type': 'text/javascript', 'cache-control': 'max-age=300'}).end(readFileSync(script))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    env: {
      ...stripe.env,
      ...paypal.env,
      STRIPE_SECRET_KEY: 'sk_test_bench_0123456789',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_bench_0123456789',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench_0123456789',
    },
    browserArgs: [
      `--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(',')}`,
      '--ignore-certificate-errors',
    ],
    close: async () => {
      server.close()
      await Promise.all([stripe.close(), paypal.close()])
    },
  }
}
