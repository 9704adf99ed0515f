import {useEffect, useState} from 'react'
import {createPaymentIntent, isPaymentsNotConfigured} from '../api'
import {usePaymentStatus} from './use-payment-status'

export type IntentState =
  | {kind: 'pending'}
  | {kind: 'setup-required'}
  | {
      kind: 'ready'
      clientSecret: string
      publishableKey: string
      totalCents: number
      /** Keeps her marketing opt-in on this intent before it is confirmed (issue 32); rejects if it cannot. */
      keepConsent: (marketingOptIn: boolean) => Promise<void>
    }

type Intent = Awaited<ReturnType<typeof createPaymentIntent>>

/**
 * Spec: a PaymentIntent on load and again whenever the price changes (a coupon applied or removed).
 * One attempt id per visit lets the server reuse the intent when the same request is retried.
 */
export function usePaymentIntent(coupon: string | null): IntentState {
  const [attemptId] = useState(() => crypto.randomUUID())
  const status = usePaymentStatus()
  // While a new price's intent is created the current form stays; its button shows the price it would charge.
  const [intent, setIntent] = useState<Intent | null>(null)
  const [notConfigured, setNotConfigured] = useState(false)
  const card = status?.card === true
  useEffect(() => {
    if (!card) return
    let current = true
    createPaymentIntent(coupon, attemptId).then(
      (created) => current && setIntent(created),
      (error: unknown) => {
        // Spec: a failure here is only logged; the spinner stays. Unconfigured payments are a state, not a failure.
        if (!isPaymentsNotConfigured(error)) console.error('Could not prepare the payment', error)
        if (!current) return
        setIntent(null)
        if (isPaymentsNotConfigured(error)) setNotConfigured(true)
      },
    )
    return () => {
      current = false
    }
  }, [card, coupon, attemptId])
  if (status?.card === false || notConfigured) return {kind: 'setup-required'}
  if (!intent) return {kind: 'pending'}
  const {clientSecret} = intent
  return {
    kind: 'ready',
    clientSecret,
    publishableKey: intent.publishableKey,
    totalCents: intent.totalCents,
    keepConsent: async (marketingOptIn) => {
      // The same attempt and price answer the same intent; another one would not be the form she filled in.
      const same = await createPaymentIntent(coupon, attemptId, marketingOptIn)
      if (same.clientSecret !== clientSecret)
        throw new Error('The payment changed: please check the total and pay again')
    },
  }
}
