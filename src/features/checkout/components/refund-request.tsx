import {useEffect, useState} from 'react'
import {REFUND_DAYS, ROUTES} from '../../../config/site'
import {Button, ButtonLink} from '../../../components/ui/button'
import {endAccess} from '../../../lib/access/access-store'
import {confirmRefund, getRefundStatus, type RefundStatus} from '../after-purchase-api'
import {REFUND_MESSAGES as M} from '../after-purchase-messages'
import {formatMoney} from '../../../lib/money'
import {Spinner} from './spinner'
import {PageMessage} from './page-message'
import * as styles from './checkout.module.css'
import {CardSection} from './card-section'
import {takeSecretFromUrl} from '../../../lib/url-secret'

type View =
  | {step: 'checking'}
  | {step: 'not-found'}
  | {step: 'offer' | 'confirm' | 'refunding' | 'failed'; order: RefundStatus}
  | {step: 'done' | 'requested' | 'already' | 'closed' | 'not-refundable'; order: RefundStatus}

const dateOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', {year: 'numeric', month: 'long', day: 'numeric'}) : ''

function viewOf(order: RefundStatus): View {
  if (order.state === 'refunded') return {step: 'already', order}
  if (order.refundRequested) return {step: 'requested', order}
  if (order.refundable) return {step: 'offer', order}
  return {step: order.reason === 'refund_window_closed' ? 'closed' : 'not-refundable', order}
}

/**
 * /refund?restore=…: 'Try It On' (DECISIONS 26). The receipt's secret names the order; within
 * REFUND_DAYS the purchaser refunds herself in one confirmed step, afterwards she is given the support email.
 */
/** `guaranteeText`: the site's one refund promise (Studio), the same words as on the home page and the checkout. */
export function RefundRequest({supportEmail, guaranteeText}: {supportEmail: string; guaranteeText: string}) {
  const [secret, setSecret] = useState<string | null>(null)
  const [view, setView] = useState<View>({step: 'checking'})

  useEffect(() => {
    const restore = takeSecretFromUrl('restore', ROUTES.refund)
    if (!restore || !/^[A-Za-z0-9_-]{20,}$/.test(restore)) {
      setView({step: 'not-found'})
      return
    }
    setSecret(restore)
    let active = true
    getRefundStatus(restore)
      .then((order) => active && setView(viewOf(order)))
      .catch(() => active && setView({step: 'not-found'}))
    return () => {
      active = false
    }
  }, [])

  const support = (
    <p>
      <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
    </p>
  )

  if (view.step === 'checking') return <Spinner label={M.checking} heading />
  if (view.step === 'not-found') {
    return (
      <PageMessage title={M.notFoundTitle} text={M.notFoundText}>
        {support}
      </PageMessage>
    )
  }

  const {order} = view
  const amount = formatMoney(order.amountCents)
  const refund = async () => {
    setView({step: 'refunding', order})
    try {
      const result = await confirmRefund(secret!)
      if (result.refundRequested && !result.refundedNow) {
        setView({step: 'requested', order: result})
        return
      }
      // This browser's access ends now too, with the reason shown on the toolkit.
      endAccess('refunded')
      setView({step: 'done', order: result})
    } catch (error) {
      console.error('Refund failed', error)
      setView({step: 'failed', order})
    }
  }

  if (view.step === 'done' || view.step === 'already') {
    return (
      <PageMessage
        title={view.step === 'done' ? M.doneTitle : M.alreadyTitle}
        text={view.step !== 'done' ? M.alreadyText : view.order.demo ? M.demoDoneText : M.doneText(amount)}
      >
        <ButtonLink to={ROUTES.toolkit} variant="outline">
          {M.backToToolkit}
        </ButtonLink>
      </PageMessage>
    )
  }
  if (view.step === 'requested') {
    return (
      <PageMessage title={M.requestedTitle} text={M.requestedText}>
        {support}
      </PageMessage>
    )
  }
  if (view.step === 'closed' || view.step === 'not-refundable') {
    return (
      <PageMessage
        title={view.step === 'closed' ? M.closedTitle : M.notRefundableTitle}
        text={view.step === 'closed' ? M.closedText(REFUND_DAYS, dateOf(order.refundableUntil)) : M.notRefundableText}
      >
        {support}
      </PageMessage>
    )
  }
  return (
    <PageMessage title={M.pageTitle} text={guaranteeText}>
      <p>
        {M.order(amount, dateOf(order.paidAt))} {M.until(dateOf(order.refundableUntil))}
      </p>
      {view.step === 'offer' ? (
        <Button onClick={() => setView({step: 'confirm', order})}>{M.request}</Button>
      ) : (
        <CardSection id="refund-confirm-title" title={M.confirmTitle}>
          <p>{M.confirmText(amount)}</p>
          {view.step === 'failed' ? (
            <>
              <p role="alert">{M.failed}</p>
              {support}
            </>
          ) : null}
          <div className={styles.actions}>
            <Button onClick={refund} disabled={view.step === 'refunding'}>
              {view.step === 'refunding' ? M.refunding : M.confirm}
            </Button>
            <ButtonLink to={ROUTES.toolkit} variant="outline">
              {M.cancel}
            </ButtonLink>
          </div>
        </CardSection>
      )}
    </PageMessage>
  )
}
