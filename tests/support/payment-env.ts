import type {Context} from '@netlify/functions'
import capture from '../../netlify/functions/paypal-capture.mts'
import {startFakePayPal} from './fake-paypal'
import {startSmtpServer} from './smtp'
import {startFakeStripe} from './fake-stripe'

export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_functions_0123456789',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_functions_0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_functions_0123456789',
  ACCESS_TOKEN_SECRET: 'checkout-functions-test-secret-0123456789',
  SITE_URL: 'https://toolkit.example',
  MAIL_FROM: 'Toolkit <support@toolkit.example>',
}

/** A fake Stripe API and the environment that points the functions at it. */
export async function useFakeStripe() {
  const fake = await startFakeStripe()
  Object.assign(process.env, STRIPE_TEST_ENV, fake.env)
  return fake
}

/** The fake Stripe API and a local SMTP server (receipts) for every test of the file. */
export function usePaymentServices() {
  const services = {} as {
    fake: Awaited<ReturnType<typeof useFakeStripe>>
    smtp: Awaited<ReturnType<typeof startSmtpServer>>
  }
  beforeAll(async () => {
    services.fake = await useFakeStripe()
    services.smtp = await startSmtpServer()
    process.env.SMTP_URL = services.smtp.url
  })
  afterAll(async () => {
    await services.fake.close()
    await services.smtp.close()
  })
  return services
}

/** A fake PayPal API with these credentials and a local SMTP server (receipts) for every test of the file. */
export function usePayPalServices(credentials: {clientId: string; clientSecret: string}) {
  const services = {} as {
    paypal: Awaited<ReturnType<typeof startFakePayPal>>
    smtp: Awaited<ReturnType<typeof startSmtpServer>>
  }
  beforeAll(async () => {
    services.paypal = await startFakePayPal(credentials)
    services.smtp = await startSmtpServer()
    Object.assign(process.env, STRIPE_TEST_ENV, services.paypal.env, {SMTP_URL: services.smtp.url})
  })
  afterAll(async () => {
    await services.paypal.close()
    await services.smtp.close()
  })
  return services
}

/**
 * Calls the capture function as Netlify routes it: the order id is a path parameter (context.params), the claim
 * secret the order's creation answered goes in the JSON body.
 */
export async function capturePayPalOrder(orderId: string, claimSecret: string, headers?: Record<string, string>) {
  const res = await capture(
    new Request(`http://localhost:8888/paypal/order/${orderId}/capture`, {
      method: 'POST',
      headers: {'content-type': 'application/json', ...headers},
      body: JSON.stringify({claimSecret}),
    }),
    {params: {orderId}} as unknown as Context,
  )
  return {status: res.status, body: await res.json()}
}
