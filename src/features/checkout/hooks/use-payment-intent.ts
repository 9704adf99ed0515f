import {keepPreviousData, useQuery} from '@tanstack/react-query'
import {useState} from 'react'
import {ApiError} from '../../../lib/api-client'
import {ERROR_CODES} from '../../../lib/api-contract'
import {createPaymentIntent, getPaymentStatus, PAYMENT_INTENT_URL, PAYMENT_STATUS_URL} from '../api'

const isNotConfigured = (error: unknown) =>
  error instanceof ApiError && error.details.code === ERROR_CODES.paymentsNotConfigured

export type IntentState =
  | {kind: 'pending'}
  | {kind: 'setup-required'}
  | {kind: 'ready'; clientSecret: string; publishableKey: string; totalCents: number}

/**
 * Spec: a PaymentIntent on load and again whenever the price changes (a coupon applied or removed).
 * One attempt id per visit lets the server reuse the intent when the same request is retried.
 */
export function usePaymentIntent(coupon: string | null): IntentState {
  const [attemptId] = useState(() => crypto.randomUUID())
  const status = useQuery({queryKey: [PAYMENT_STATUS_URL], queryFn: getPaymentStatus})
  const query = useQuery({
    enabled: status.data?.card === true,
    queryKey: [PAYMENT_INTENT_URL, coupon, attemptId],
    queryFn: async () => {
      try {
        return await createPaymentIntent(coupon, attemptId)
      } catch (error) {
        // Spec: a failure here is only logged; the spinner stays. Unconfigured payments are a state, not a failure.
        if (!isNotConfigured(error)) console.error('Could not prepare the payment', error)
        throw error
      }
    },
    // While a new price's intent is created the current form stays; its button shows the price it would charge.
    placeholderData: keepPreviousData,
  })
  if (status.data?.card === false || isNotConfigured(query.error)) return {kind: 'setup-required'}
  if (!query.data) return {kind: 'pending'}
  return {
    kind: 'ready',
    clientSecret: query.data.clientSecret,
    publishableKey: query.data.publishableKey,
    totalCents: query.data.totalCents,
  }
}
