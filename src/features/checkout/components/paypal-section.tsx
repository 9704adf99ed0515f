import {lazy, Suspense, useEffect, useState} from 'react'
import {getPayPalSetup, isPaymentsNotConfigured, type PayPalSetup} from '../api'
import {usePaymentStatus} from '../hooks/use-payment-status'
import {CHECKOUT_MESSAGES as M} from '../messages'
import * as styles from './checkout.module.css'
import {CardSection} from './card-section'

const PayPalPayment = lazy(() => import('./paypal-payment'))

/** `loadButtons`: whether PayPal's SDK may load now (the checkout waits until the forms are near the viewport). */
type Props = {
  coupon: string | null
  marketingOptIn: boolean
  loadButtons: boolean
  onCompleted: (orderId: string, claimSecret: string, token: string) => void
}

/** DECISIONS 9: the 'not configured' note shows only when PayPal is not configured; otherwise the buttons work. */
export function PayPalSection({coupon, marketingOptIn, loadButtons, onCompleted}: Props) {
  const status = usePaymentStatus()
  const [setup, setSetup] = useState<PayPalSetup | null>(null)
  const [setupNotConfigured, setSetupNotConfigured] = useState(false)
  const configured = status?.paypal === true
  useEffect(() => {
    if (!configured) return
    let current = true
    getPayPalSetup().then(
      (answer) => current && setSetup(answer),
      (error: unknown) => {
        console.error('PayPal setup failed', error)
        if (current && isPaymentsNotConfigured(error)) setSetupNotConfigured(true)
      },
    )
    return () => {
      current = false
    }
  }, [configured])
  const notConfigured = status?.paypal === false || setupNotConfigured
  return (
    <CardSection id="paypal-heading" title={M.paypalTitle}>
      {notConfigured ? <p className={styles.note}>{M.paypalNotConfigured}</p> : null}
      {setup && loadButtons ? (
        <Suspense fallback={null}>
          <PayPalPayment setup={setup} coupon={coupon} marketingOptIn={marketingOptIn} onCompleted={onCompleted} />
        </Suspense>
      ) : null}
    </CardSection>
  )
}
