import {useEffect, useState} from 'react'
import {getPaymentStatus, type PaymentStatus} from '../api'

// Plain requests, not react-query: the checkout asks on load, and react-query is kept out of the first load of
// /checkout (issue 30). One request per page for both payment forms; asked again after a failure.
let request: Promise<PaymentStatus> | null = null

function paymentStatus() {
  request ??= getPaymentStatus().catch((error: unknown) => {
    request = null
    throw error
  })
  return request
}

/** Which providers the server has keys for; undefined until known (a failed request leaves it unknown). */
export function usePaymentStatus(): PaymentStatus | undefined {
  const [status, setStatus] = useState<PaymentStatus>()
  useEffect(() => {
    let current = true
    paymentStatus().then(
      (answer) => current && setStatus(answer),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])
  return status
}
