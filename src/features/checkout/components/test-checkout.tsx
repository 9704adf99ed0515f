import {useEffect, useRef, useState, type FormEvent} from 'react'
import {PRICE_CENTS, ROUTES} from '../../../config/site'
import {SIMULATED_CARD_DELAY_MS, SIMULATED_PAYPAL_DELAY_MS} from '../../../config/test-checkout'
import {Button, ButtonLink} from '../../../components/ui/button'
import {toast} from '../../../components/ui/use-toast'
import {grantPurchase} from '../../../lib/access/access-store'
import {makeDemoPurchase} from '../after-purchase-api'
import {formatMoney} from '../../../lib/money'
import {TEST_CHECKOUT_MESSAGES as M} from '../after-purchase-messages'
import {CHECKOUT_MESSAGES, PAYMENT_MESSAGES} from '../messages'
import {MarketingOptIn} from './marketing-opt-in'
import {ReceiptEmail} from './receipt-email'
import {Spinner} from './spinner'
import {PageMessage} from './page-message'
import * as styles from './checkout.module.css'
import {TextList} from '../../../components/ui/text-list'

type View = 'form' | 'processing' | 'success'

type Method = 'card' | 'paypal'
const DELAYS: Record<Method, number> = {card: SIMULATED_CARD_DELAY_MS, paypal: SIMULATED_PAYPAL_DELAY_MS}

/**
 * /test-checkout (demo mode only, DECISIONS 18): the buyer's email like the real checkout, then processing (2 s card,
 * 3 s PayPal/Venmo) → success. No payment is made; the sale is recorded as a demo order whose receipt goes
 * out like a real one, and this browser holds its purchaser token.
 */
export function TestCheckout() {
  const [view, setView] = useState<View>('form')
  const [email, setEmail] = useState('')
  const [marketingOptIn, setMarketingOptIn] = useState(false)
  const method = useRef<Method>('card')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!event.currentTarget.reportValidity()) return
    const chosen = method.current
    setView('processing')
    timer.current = setTimeout(async () => {
      try {
        grantPurchase(
          (await makeDemoPurchase({email, method: chosen, ...(marketingOptIn ? {marketingOptIn} : {})})).token,
        )
        toast({title: PAYMENT_MESSAGES.successTitle, description: PAYMENT_MESSAGES.successText})
        setView('success')
      } catch (error) {
        console.error('Demo access failed', error)
        setView('form')
      }
    }, DELAYS[chosen])
  }

  if (view === 'processing') {
    return (
      <PageMessage title={M.processing}>
        <Spinner label={M.processing} compact />
      </PageMessage>
    )
  }
  if (view === 'success') {
    return (
      <PageMessage title={M.successTitle} text={M.receiptSent(email)}>
        <h2 className={styles.cardTitle}>{M.nextTitle}</h2>
        <TextList items={M.nextItems} className={styles.steps} />
        <div className={styles.actions}>
          <ButtonLink to={ROUTES.reminders} variant="outline">
            {M.reminders}
          </ButtonLink>
          <ButtonLink to={ROUTES.toolkit}>{M.toolkit}</ButtonLink>
        </div>
      </PageMessage>
    )
  }
  return (
    <PageMessage title={M.title} text={M.intro}>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="test-summary-heading">
        <h2 id="test-summary-heading" className={styles.cardTitle}>
          {CHECKOUT_MESSAGES.orderSummary}
        </h2>
        <div className={styles.product}>
          <p className={styles.productName}>{CHECKOUT_MESSAGES.productName}</p>
          <p className={styles.price}>{formatMoney(PRICE_CENTS)}</p>
        </div>
        <form onSubmit={submit} noValidate>
          <ReceiptEmail id="test-receipt-email" value={email} onChange={setEmail} />
          <MarketingOptIn checked={marketingOptIn} onChange={setMarketingOptIn} />
          <div className={styles.actions}>
            <Button type="submit" onClick={() => (method.current = 'card')}>
              {M.payCard}
            </Button>
            <Button type="submit" variant="outline" onClick={() => (method.current = 'paypal')}>
              {M.payPayPal}
            </Button>
          </div>
        </form>
      </section>
    </PageMessage>
  )
}
