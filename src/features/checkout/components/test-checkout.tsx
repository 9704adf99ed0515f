import {useEffect, useRef, useState} from 'react'
import {PRICE_CENTS, ROUTES, SIMULATED_CARD_DELAY_MS, SIMULATED_PAYPAL_DELAY_MS} from '../../../config/site'
import {Button, ButtonLink} from '../../../components/ui/button'
import {toast} from '../../../components/ui/use-toast'
import {grantPurchase} from '../../../lib/access/access-store'
import {requestDemoToken} from '../api'
import {formatMoney} from '../../../lib/money'
import {CHECKOUT_MESSAGES, PAYMENT_MESSAGES, TEST_CHECKOUT_MESSAGES as M} from '../messages'
import {Spinner} from './spinner'
import * as styles from './checkout.module.css'
import {TextList} from '../../../components/ui/text-list'

type View = 'form' | 'processing' | 'success'

/**
 * /test-checkout (demo mode only, DECISIONS 18): form → processing (2 s card, 3 s PayPal/Venmo) →
 * success. No payment is made; the grant is a short-lived demo token.
 */
export function TestCheckout() {
  const [view, setView] = useState<View>('form')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  function simulate(delayMs: number) {
    setView('processing')
    timer.current = setTimeout(async () => {
      try {
        grantPurchase((await requestDemoToken()).token)
        toast({title: PAYMENT_MESSAGES.successTitle, description: PAYMENT_MESSAGES.successText})
        setView('success')
      } catch (error) {
        console.error('Demo access failed', error)
        setView('form')
      }
    }, delayMs)
  }

  if (view === 'processing') {
    return (
      <div className={styles.centered}>
        <h1 className={styles.pageTitle}>{M.processing}</h1>
        <Spinner label={M.processing} compact />
      </div>
    )
  }
  if (view === 'success') {
    return (
      <div className={styles.centered}>
        <h1 className={styles.pageTitle}>{M.successTitle}</h1>
        <h2 className={styles.cardTitle}>{M.nextTitle}</h2>
        <TextList items={M.nextItems} className={styles.steps} />
        <div className={styles.actions}>
          <ButtonLink to={ROUTES.reminders} variant="outline">
            {M.reminders}
          </ButtonLink>
          <ButtonLink to={ROUTES.toolkit}>{M.toolkit}</ButtonLink>
        </div>
      </div>
    )
  }
  return (
    <div className={styles.centered}>
      <h1 className={styles.pageTitle}>{M.title}</h1>
      <p>{M.intro}</p>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="test-summary-heading">
        <h2 id="test-summary-heading" className={styles.cardTitle}>
          {CHECKOUT_MESSAGES.orderSummary}
        </h2>
        <div className={styles.product}>
          <p className={styles.productName}>{CHECKOUT_MESSAGES.productName}</p>
          <p className={styles.price}>{formatMoney(PRICE_CENTS)}</p>
        </div>
        <div className={styles.actions}>
          <Button onClick={() => simulate(SIMULATED_CARD_DELAY_MS)}>{M.payCard}</Button>
          <Button variant="outline" onClick={() => simulate(SIMULATED_PAYPAL_DELAY_MS)}>
            {M.payPayPal}
          </Button>
        </div>
      </section>
    </div>
  )
}
