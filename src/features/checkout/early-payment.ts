import {EARLY_INPUT_GLOBAL} from '../../config/page-scripts'

/**
 * The payment requests the checkout's on-demand loader made at the load (build-time/html/defer-page-scripts.ts,
 * decision 48: the spec calls the payment "on load", however late the page's scripts start): the payment status,
 * the first PaymentIntent (no coupon; null when cards are not set up or the status failed) and its attempt id.
 * Each is handed out once: a checkout after a client navigation asks for its own.
 */
type EarlyPayment = {attemptId: string; status: Promise<Response> | null; intent: Promise<Response | null> | null}

// Not in the static render (no window there): the checkout's first render asks, and the build renders it too.
const kept = () =>
  typeof window === 'undefined'
    ? null
    : ((window as unknown as Record<string, {payment?: EarlyPayment | null} | undefined>)[EARLY_INPUT_GLOBAL]
        ?.payment ?? null)

/** The loader's payment-status answer, once. */
export function takeEarlyPaymentStatus(): Promise<Response> | null {
  const payment = kept()
  const status = payment?.status ?? null
  if (payment) payment.status = null
  return status
}

/** The attempt id the loader asked its first PaymentIntent under, while that answer is still to be taken. */
export function earlyPaymentAttemptId(): string | null {
  const payment = kept()
  return payment?.intent ? payment.attemptId : null
}

/**
 * The loader's first PaymentIntent answer, once, to the visit that keeps its attempt id (read in an effect: a render
 * React starts again would otherwise have taken it already).
 */
export function takeEarlyPaymentIntent(attemptId: string): Promise<Response | null> | null {
  const payment = kept()
  if (!payment?.intent || payment.attemptId !== attemptId) return null
  const {intent} = payment
  payment.intent = null
  return intent
}
