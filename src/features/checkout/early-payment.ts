import {EARLY_INPUT_GLOBAL} from '../../config/page-scripts'

/**
 * The payment requests the checkout's on-demand loader made at the load (build-time/html/defer-page-scripts.ts,
 * decision 48: the spec calls the payment "on load", however late the page's scripts start): the payment status,
 * the first PaymentIntent (no coupon; null when cards are not set up or the status failed) and its attempt id.
 * Each is handed out once: a checkout after a client navigation asks for its own.
 */
type EarlyPayment = {attemptId: string; status: Promise<Response> | null; intent: Promise<Response | null> | null}

const kept = () =>
  (window as unknown as Record<string, {payment?: EarlyPayment | null} | undefined>)[EARLY_INPUT_GLOBAL]?.payment ??
  null

/** The loader's payment-status answer, once. */
export function takeEarlyPaymentStatus(): Promise<Response> | null {
  const payment = kept()
  const status = payment?.status ?? null
  if (payment) payment.status = null
  return status
}

/** The loader's first PaymentIntent answer and the attempt id it was asked under, once. */
export function takeEarlyPaymentIntent(): {attemptId: string; intent: Promise<Response | null>} | null {
  const payment = kept()
  if (!payment?.intent) return null
  const {attemptId, intent} = payment
  payment.intent = null
  return {attemptId, intent}
}
