import {render, screen, waitFor} from '@testing-library/react'
import {EARLY_INPUT_GLOBAL} from '../../../../src/config/page-scripts'
import {usePaymentIntent, type IntentState} from '../../../../src/features/checkout/hooks/use-payment-intent'
import {PAYMENT_ENDPOINTS} from '../../../../src/lib/api-contract/payments'

/** The functions as they answer (the network of this test): every request recorded. */
const asked: Array<{url: string; body: unknown}> = []
beforeAll(() => {
  window.fetch = (async (url: string, init?: RequestInit) => {
    asked.push({url, body: init?.body ? JSON.parse(String(init.body)) : null})
    if (url === PAYMENT_ENDPOINTS.paymentStatus.path) return Response.json({card: true, paypal: false})
    return Response.json({clientSecret: 'pi_early_secret', total: 37, publishableKey: 'pk_test'})
  }) as typeof fetch
})

let shown: IntentState | null = null
function Checkout() {
  shown = usePaymentIntent(null)
  return <output>{shown.kind === 'ready' ? shown.clientSecret : shown.kind}</output>
}

it("takes the payment the page's loader asked for at the load, and keeps its attempt id for the visit", async () => {
  // What the on-demand loader left (build-time/html/defer-page-scripts.ts): its answers from the load.
  Object.assign(window, {
    [EARLY_INPUT_GLOBAL]: {
      payment: {
        attemptId: 'attempt-from-the-load',
        status: Promise.resolve(Response.json({card: true, paypal: false})),
        intent: Promise.resolve(Response.json({clientSecret: 'pi_early_secret', total: 37, publishableKey: 'pk'})),
      },
    },
  })
  render(<Checkout />)
  // A loaded machine can take more than waitFor's default second to settle the answers.
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('pi_early_secret'), {timeout: 10_000})
  // Nothing asked again: the status and the intent were the loader's.
  expect(asked).toEqual([])
  if (shown?.kind !== 'ready') throw new Error('The payment is not ready')
  expect(shown.totalCents).toBe(3700)
  // As she pays, her opt-in is kept on the same attempt's intent.
  await shown.keepConsent(true)
  expect(asked).toEqual([
    {url: PAYMENT_ENDPOINTS.createPaymentIntent.path, body: {attemptId: 'attempt-from-the-load', marketingOptIn: true}},
  ])
})
