import {Link, navigate} from 'gatsby'
import {useSiteChrome} from '../../../components/layout/use-site-chrome'
import {lazy, startTransition, Suspense, useEffect, useRef, useState} from 'react'
import {START_NEAR_ATTRIBUTE} from '../../../config/page-scripts'
import {publicEnv} from '../../../config/env'
import {PRICE_CENTS, ROUTES} from '../../../config/site'
import {ButtonLink} from '../../../components/ui/button'
import {toast} from '../../../components/ui/use-toast'
import {grantPurchase} from '../../../lib/access/access-store'
import {paypalSuccessAddress} from '../../../lib/checkout/logic'
import {verifyPurchase, type AppliedCoupon} from '../api'
import {afterNextPaint} from '../../../lib/after-next-paint'
import {useNearViewport} from '../hooks/use-near-viewport'
import {usePaymentIntent} from '../hooks/use-payment-intent'
import {CHECKOUT_MESSAGES as M, PAYMENT_MESSAGES as P} from '../messages'
import {MarketingOptIn} from './marketing-opt-in'
import {OrderSummary} from './order-summary'
import {PayPalSection} from './paypal-section'
import {Spinner} from './spinner'
import * as styles from './checkout.module.css'

const CardPayment = lazy(() => import('./card-payment'))

/**
 * Stripe.js and PayPal's SDK are large scripts of their own: they load when the payment forms come this near
 * the viewport (at once on a wide screen; on a phone, below the order summary, as the buyer scrolls to them),
 * so they do not hold up the page; also as soon as anything on the checkout gets focus, so that a keyboard user
 * tabbing past the summary finds the forms. The PaymentIntent is still created on load.
 */
const PAYMENT_SCRIPTS_MARGIN = '200px'

/** Where the card form will be, as tall as the form (checkout.module.css). */
const CardPlaceholder = () => (
  <div className={`${styles.card} ${styles.cardSlot}`}>
    <Spinner label={M.loading} compact />
  </div>
)

/** Not a dead end: while payments are not set up, the way to the coach (contact page and support email). */
function SetupRequiredHelp() {
  const {supportEmail} = useSiteChrome()
  return (
    <p>
      {M.setupHelp} <Link to={ROUTES.contact}>{M.setupContact}</Link> {M.setupOr}{' '}
      <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
    </p>
  )
}

/**
 * /checkout: 'Payment System Setup Required', the checkout with a spinner in place of the card form
 * while the PaymentIntent is pending (the summary is in the static HTML, so it paints at once), and
 * after a card payment the paid view. Access is granted only with the token
 * the server issues after asking Stripe (DECISIONS 15).
 */
export function CheckoutFlow({guaranteeText}: {guaranteeText: string}) {
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null)
  const [paid, setPaid] = useState(false)
  // Unticked unless she ticks it: a buyer is on the coach's list only with this consent.
  const [marketingOptIn, setMarketingOptIn] = useState(false)
  const intent = usePaymentIntent(coupon?.code ?? null)
  const paymentForms = useRef<HTMLDivElement>(null)
  const checkout = useRef<HTMLDivElement>(null)
  const [focusedInside, setFocusedInside] = useState(false)
  const loadPaymentScripts = useNearViewport(paymentForms, PAYMENT_SCRIPTS_MARGIN) || focusedInside
  // Her focus is answered first (the coupon's summary opens, a focus ring shows): the forms mount in the task after
  // that frame, as a transition she can interrupt. Mounted inside her tap, on a page already running, they held
  // its answer back (docs/first-tap.md, "A page already running").
  const loadFormsAfterPaint = () => {
    if (!focusedInside) afterNextPaint(() => startTransition(() => setFocusedInside(true)))
  }
  // Focus that came before the page hydrated, when React was not yet listening.
  useEffect(() => {
    if (checkout.current?.contains(document.activeElement)) setFocusedInside(true)
  }, [])

  async function onCardPaid(paymentIntentId: string, clientSecret: string) {
    try {
      // Her opt-in is already on the intent (kept as she paid), so the webhook records it too.
      const {token} = await verifyPurchase({paymentIntentId, clientSecret})
      grantPurchase(token)
      setPaid(true)
      toast({title: P.successTitle, description: P.successText})
    } catch (error) {
      console.error('Payment confirmed by Stripe but not yet verified', error)
      // The success page verifies again (and explains what to do when it cannot).
      const proof = new URLSearchParams({payment_intent: paymentIntentId, payment_intent_client_secret: clientSecret})
      await navigate(`${ROUTES.checkoutSuccess}?${proof}`)
    }
  }

  function onPayPalCompleted(orderId: string, claimSecret: string, token: string) {
    grantPurchase(token)
    void navigate(paypalSuccessAddress(ROUTES.checkoutSuccess, orderId, claimSecret))
  }

  if (paid) {
    return (
      <div className={styles.centered}>
        <h1 className={styles.pageTitle}>{M.paidTitle}</h1>
        <p>{M.paidText}</p>
        <ButtonLink to={ROUTES.toolkit} size="lg">
          {M.accessToolkit}
        </ButtonLink>
        <p className={styles.muted}>{M.healthNote}</p>
      </div>
    )
  }
  if (intent.kind === 'setup-required') {
    return (
      <div className={styles.centered}>
        <h1 className={styles.pageTitle}>{M.setupTitle}</h1>
        <p>{M.setupText}</p>
        {publicEnv.demoMode ? (
          <p>
            {M.setupDemo} <Link to={ROUTES.testCheckout}>{M.setupDemoLink}</Link>.
          </p>
        ) : null}
        <SetupRequiredHelp />
        <ButtonLink to={ROUTES.home}>{M.returnHome}</ButtonLink>
      </div>
    )
  }

  const totalCents = coupon ? coupon.totalCents : PRICE_CENTS
  return (
    <div className={styles.checkout} ref={checkout} onFocus={loadFormsAfterPaint}>
      <div className={styles.topBar}>
        <ButtonLink to={ROUTES.purchase} variant="ghost">
          ← {M.backToCart}
        </ButtonLink>
        <h1 className={styles.pageTitle}>{M.secureCheckout}</h1>
      </div>
      <div className={styles.columns}>
        <OrderSummary
          coupon={coupon}
          totalCents={totalCents}
          guaranteeText={guaranteeText}
          onApplyCoupon={setCoupon}
          onRemoveCoupon={() => setCoupon(null)}
        />
        {/* On a full load the page's scripts start when these come near (config/page-scripts.ts), as Stripe.js does. */}
        <div className={styles.stack} ref={paymentForms} {...{[START_NEAR_ATTRIBUTE]: PAYMENT_SCRIPTS_MARGIN}}>
          <MarketingOptIn checked={marketingOptIn} onChange={setMarketingOptIn} />
          {intent.kind === 'ready' && loadPaymentScripts ? (
            <Suspense fallback={<CardPlaceholder />}>
              <CardPayment
                clientSecret={intent.clientSecret}
                publishableKey={intent.publishableKey}
                totalCents={intent.totalCents}
                onPaid={(paymentIntentId) => onCardPaid(paymentIntentId, intent.clientSecret)}
                beforeConfirm={() => intent.keepConsent(marketingOptIn)}
              />
            </Suspense>
          ) : (
            <CardPlaceholder />
          )}
          <PayPalSection
            coupon={coupon?.code ?? null}
            marketingOptIn={marketingOptIn}
            loadButtons={loadPaymentScripts}
            onCompleted={onPayPalCompleted}
          />
        </div>
      </div>
    </div>
  )
}
