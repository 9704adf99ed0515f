import {useEffect, useState} from 'react'
import {ROUTES} from '../../../config/site'
import {ButtonLink} from '../../../components/ui/button'
import {grantPurchase} from '../../../lib/access/access-store'
import {ApiError} from '../../../lib/api-client'
import {replaceAddress} from '../../../lib/replace-address'
import {ERROR_CODES} from '../../../lib/api-contract'
import {verifyPurchase} from '../api'
import {proofFromAddress} from '../../../lib/checkout/logic'
import {SUCCESS_MESSAGES as M} from '../after-purchase-messages'
import {CHECKOUT_MESSAGES} from '../messages'
import {Spinner} from './spinner'
import {PageMessage} from './page-message'
import * as styles from './checkout.module.css'
import {TextList} from '../../../components/ui/text-list'
import {CardSection} from './card-section'

type Status =
  'verifying' | 'verified' | 'not-paid' | 'pending' | 'failed' | 'refunded' | 'disputed' | 'link-expired' | 'no-proof'

/** What the server's refusal means for the visitor (verify-purchase codes). */
function statusOf(error: unknown): Status {
  if (!(error instanceof ApiError)) return 'no-proof'
  const code = error.details.code
  if (code === ERROR_CODES.paymentPending) return 'pending'
  if (code === ERROR_CODES.paymentFailed) return 'failed'
  if (code === ERROR_CODES.orderRefunded) return 'refunded'
  if (code === ERROR_CODES.orderDisputed) return 'disputed'
  if (code === ERROR_CODES.useRestoreLink) return 'link-expired'
  return error.status === 402 ? 'not-paid' : 'no-proof'
}

const FAILURE_TEXT: Record<Exclude<Status, 'verifying' | 'verified'>, {title: string; text: string}> = {
  'not-paid': {title: M.noProofTitle, text: M.notPaidText},
  pending: {title: M.noProofTitle, text: M.pendingText},
  failed: {title: M.failedTitle, text: M.failedText},
  refunded: {title: M.refundedTitle, text: M.refundedText},
  disputed: {title: M.disputedTitle, text: M.disputedText},
  'link-expired': {title: M.noProofTitle, text: M.linkExpiredText},
  'no-proof': {title: M.noProofTitle, text: M.noProofText},
}
type Props = {supportEmail: string; communityLink: {label: string; url: string}}

/**
 * /checkout-success: the toolkit is marked purchased only after the server confirms the payment
 * named in the URL (Stripe redirect, PayPal capture, or a receipt's restore link; DECISIONS 15, 19).
 */
export function PurchaseSuccess({supportEmail, communityLink}: Props) {
  const [status, setStatus] = useState<Status>('verifying')

  useEffect(() => {
    const proof = proofFromAddress(window.location.search, window.location.hash)
    if (!proof) {
      setStatus('no-proof')
      return
    }
    let active = true
    verifyPurchase(proof)
      .then(({token}) => {
        if (!active) return
        grantPurchase(token)
        // The restore or claim secret has done its job; keep it out of history and shared screenshots.
        replaceAddress(ROUTES.checkoutSuccess)
        setStatus('verified')
      })
      .catch((error) => {
        console.error('Purchase not verified', error)
        if (active) setStatus(statusOf(error))
      })
    return () => {
      active = false
    }
  }, [])

  const support = (
    <p>
      {M.supportText} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
    </p>
  )

  if (status === 'verifying') return <Spinner label={M.verifying} heading />
  if (status !== 'verified') {
    return (
      <PageMessage title={FAILURE_TEXT[status].title} text={FAILURE_TEXT[status].text}>
        {support}
        <ButtonLink to={ROUTES.checkout}>{M.backToCheckout}</ButtonLink>
      </PageMessage>
    )
  }
  return (
    <div className={styles.checkout}>
      <div className={`${styles.centered} ${styles.flush}`}>
        <h1 className={styles.pageTitle}>{M.welcomeTitle}</h1>
        <p>{M.welcomeText}</p>
      </div>
      <CardSection id="instant-heading" title={M.instantTitle}>
        <ul className={styles.grid}>
          {M.instantCards.map((card) => (
            <li key={card.title} className={styles.card}>
              <h3 className={styles.productName}>{card.title}</h3>
              <p className={styles.muted}>{card.text}</p>
            </li>
          ))}
        </ul>
        <ButtonLink to={ROUTES.toolkit}>{M.openToolkit}</ButtonLink>
      </CardSection>
      <div className={`${styles.columns} ${styles.spaced}`}>
        <CardSection id="bonus-heading" title={M.bonusTitle}>
          <TextList items={M.bonusItems} className={styles.checkList} />
          <p>
            <ButtonLink to={ROUTES.reminders} variant="outline">
              {M.setUpReminders}
            </ButtonLink>
          </p>
        </CardSection>
        <CardSection id="next-heading" title={M.nextStepsTitle}>
          <TextList items={M.nextSteps} ordered className={styles.steps} />
          <h3 className={styles.subTitle}>{M.communityTitle}</h3>
          <p>
            {M.communityText}{' '}
            <a href={communityLink.url} target="_blank" rel="noopener noreferrer">
              {communityLink.label}
            </a>
          </p>
        </CardSection>
      </div>
      <div className={`${styles.centered} ${styles.flush}`}>
        {support}
        <p className={styles.muted}>{CHECKOUT_MESSAGES.healthNote}</p>
      </div>
    </div>
  )
}
