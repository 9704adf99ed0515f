import {useEffect, useState} from 'react'
import {createPaymentIntent, isPaymentsNotConfigured} from '../api'
import {usePaymentStatus} from './use-payment-status'

export type IntentState =
  | {kind: 'pending'}
  | {kind: 'setup-required'}
  | {kind: 'ready'; clientSecret: string; publishableKey: string; totalCents: number}

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
  return {
    kind: 'ready',
    clientSecret: intent.clientSecret,
    publishableKey: intent.publishableKey,
    totalCents: intent.totalCents,
  }
}
