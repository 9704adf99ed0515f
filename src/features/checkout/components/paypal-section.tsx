import {useQuery} from '@tanstack/react-query'
import {lazy, Suspense} from 'react'
import {ApiError} from '../../../lib/api-client'
import {ERROR_CODES} from '../../../lib/api-contract'
import {getPaymentStatus, getPayPalSetup, PAYMENT_STATUS_URL, PAYPAL_SETUP_URL} from '../api'
import {CHECKOUT_MESSAGES as M} from '../messages'
import * as styles from './checkout.module.css'
import {CardSection} from './card-section'

const PayPalPayment = lazy(() => import('./paypal-payment'))

/** `loadButtons`: whether PayPal's SDK may load now (the checkout waits until the forms are near the viewport). */
type Props = {coupon: string | null; loadButtons: boolean; onCompleted: (orderId: string, token: string) => void}

/** DECISIONS 9: the 'not configured' note shows only when PayPal is not configured; otherwise the buttons work. */
export function PayPalSection({coupon, loadButtons, onCompleted}: Props) {
  const status = useQuery({queryKey: [PAYMENT_STATUS_URL], queryFn: getPaymentStatus})
  const setup = useQuery({
    queryKey: [PAYPAL_SETUP_URL],
    enabled: status.data?.paypal === true,
    queryFn: async () => {
      try {
        return await getPayPalSetup()
      } catch (error) {
        console.error('PayPal setup failed', error)
        throw error
      }
    },
  })
  const notConfigured =
    status.data?.paypal === false ||
    (setup.error instanceof ApiError && setup.error.details.code === ERROR_CODES.paymentsNotConfigured)
  return (
    <CardSection id="paypal-heading" title={M.paypalTitle}>
      {notConfigured ? <p className={styles.note}>{M.paypalNotConfigured}</p> : null}
      {setup.data && loadButtons ? (
        <Suspense fallback={null}>
          <PayPalPayment setup={setup.data} coupon={coupon} onCompleted={onCompleted} />
        </Suspense>
      ) : null}
    </CardSection>
  )
}
