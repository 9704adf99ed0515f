import {Elements, PaymentElement, useElements, useStripe} from '@stripe/react-stripe-js'
import type {Stripe} from '@stripe/stripe-js'
import {loadStripe} from '@stripe/stripe-js/pure'
import {useState, type FormEvent} from 'react'
import {ROUTES} from '../../../config/site'
import {Button} from '../../../components/ui/button'
import {toast} from '../../../components/ui/use-toast'
import {formatMoney} from '../../../lib/money'
import {CHECKOUT_MESSAGES as M, PAYMENT_MESSAGES as P} from '../messages'
import {ReceiptEmail} from './receipt-email'
import * as styles from './checkout.module.css'

// Stripe.js loads only here, on the checkout pages, and once per key.
const stripeByKey = new Map<string, Promise<Stripe | null>>()
const stripeFor = (key: string) => {
  if (!stripeByKey.has(key)) stripeByKey.set(key, loadStripe(key))
  return stripeByKey.get(key)!
}

type Props = {
  clientSecret: string
  publishableKey: string
  totalCents: number
  onPaid: (paymentIntentId: string) => Promise<void>
  /** Runs before the payment is confirmed (the checkout keeps her marketing opt-in on the intent); a rejection stops it. */
  beforeConfirm: () => Promise<void>
}

/** Stripe's Payment Element (lazy-loaded chunk). Re-mounted per client secret, so a new price gets a new form. */
export default function CardPayment(props: Props) {
  return (
    <Elements
      key={props.clientSecret}
      stripe={stripeFor(props.publishableKey)}
      options={{clientSecret: props.clientSecret, appearance: {theme: 'stripe'}}}
    >
      <CardForm {...props} />
    </Elements>
  )
}

function CardForm({totalCents, onPaid, beforeConfirm}: Props) {
  const stripe = useStripe()
  const elements = useElements()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!stripe || !elements) return
    setBusy(true)
    try {
      try {
        await beforeConfirm()
      } catch (error) {
        console.error('Payment not started', error)
        toast({title: P.failedTitle, description: P.failedFallback, variant: 'destructive'})
        return
      }
      // Redirect only when the payment method needs it; the return URL proves the payment to /checkout-success.
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: {return_url: `${window.location.origin}${ROUTES.checkoutSuccess}`, receipt_email: email},
        redirect: 'if_required',
      })
      if (result.error) {
        toast({title: P.failedTitle, description: result.error.message ?? P.failedFallback, variant: 'destructive'})
        return
      }
      await onPaid(result.paymentIntent.id)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={`${styles.card} ${styles.cardSlot}`} onSubmit={submit} aria-labelledby="card-heading">
      <h2 id="card-heading" className={styles.cardTitle}>
        {M.cardTitle}
      </h2>
      <ReceiptEmail id="receipt-email" value={email} onChange={setEmail} />
      <div className={styles.paymentElement}>
        <PaymentElement />
      </div>
      <Button type="submit" size="lg" block busy={busy} disabled={!stripe || !elements}>
        {busy ? M.processing : M.completePurchase(formatMoney(totalCents))}
      </Button>
    </form>
  )
}
