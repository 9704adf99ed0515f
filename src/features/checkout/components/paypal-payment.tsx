import {PayPalButtons, PayPalScriptProvider} from '@paypal/react-paypal-js'
import {useRef} from 'react'
import {ROUTES} from '../../../config/site'
import {paypalSuccessAddress} from '../../../lib/checkout/logic'
import {capturePayPalOrder, createPayPalOrder, type PayPalSetup} from '../api'

type Props = {
  setup: PayPalSetup
  coupon: string | null
  marketingOptIn: boolean
  onCompleted: (orderId: string, claimSecret: string, token: string) => void
}

/**
 * PayPal and Venmo buttons (lazy-loaded chunk; PayPal's SDK loads only here). The server creates the
 * order at its own price and captures it; only a COMPLETED capture with a token grants access.
 * A PENDING capture (money held by PayPal) opens /checkout-success, which says the payment is still
 * being processed (DECISIONS 26). Failures are only logged, cancel stays on /checkout.
 */
export default function PayPalPayment({setup, coupon, marketingOptIn, onCompleted}: Props) {
  // Her opt-in goes with the order we create, so the capture records it whatever the page does next.
  // Read through a ref: PayPal's buttons keep the first createOrder they were given.
  const optIn = useRef(marketingOptIn)
  optIn.current = marketingOptIn
  // Each order's claim secret, kept in this page only: capturing and verifying the order need it.
  const claims = useRef(new Map<string, string>())
  const createOrder = async () => {
    const order = await createPayPalOrder(coupon, optIn.current)
    claims.current.set(order.id, order.claimSecret)
    return order.id
  }
  const onApprove = async ({orderID}: {orderID: string}) => {
    const claimSecret = claims.current.get(orderID)
    if (!claimSecret) {
      console.error('PayPal approved an order this page did not create', orderID)
      return
    }
    try {
      const capture = await capturePayPalOrder(orderID, claimSecret)
      if (capture.status === 'COMPLETED' && capture.token) onCompleted(orderID, claimSecret, capture.token)
      else if (capture.status === 'PENDING')
        window.location.assign(paypalSuccessAddress(ROUTES.checkoutSuccess, orderID, claimSecret))
    } catch (error) {
      console.error('PayPal capture failed', error)
    }
  }
  const onError = (error: unknown) => console.error('PayPal error', error)
  return (
    <PayPalScriptProvider
      options={{
        clientId: setup.clientId,
        dataClientToken: setup.clientToken,
        currency: 'USD',
        intent: 'capture',
        components: 'buttons',
        enableFunding: 'venmo',
      }}
    >
      {(['paypal', 'venmo'] as const).map((fundingSource) => (
        <PayPalButtons
          key={`${fundingSource}-${coupon ?? ''}`}
          fundingSource={fundingSource}
          style={{layout: 'vertical', label: 'pay'}}
          createOrder={createOrder}
          onApprove={onApprove}
          onError={onError}
          forceReRender={[coupon]}
        />
      ))}
    </PayPalScriptProvider>
  )
}
