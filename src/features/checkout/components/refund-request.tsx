import {useEffect, useRef, useState} from 'react'
import {REFUND_DAYS, REFUND_LINK_MINUTES, ROUTES} from '../../../config/site'
import {Button, ButtonLink} from '../../../components/ui/button'
import {endAccess} from '../../../lib/access/access-store'
import {ApiError} from '../../../lib/api-client'
import {ERROR_CODES} from '../../../lib/api-contract/error-codes'
import {focusWithoutTabStop} from '../../../lib/scroll-to-section'
import {
  confirmRefund,
  getRefundStatus,
  requestRefundLink,
  type RefundProof,
  type RefundStatus,
} from '../after-purchase-api'
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
  | {step: 'link-ended'}
  | {step: 'offer' | 'confirm' | 'refunding' | 'failed'; order: RefundStatus}
  | {step: 'sending' | 'send-failed'; order: RefundStatus}
  | {step: 'sent'; order: RefundStatus; sentTo: string}
  | {step: 'done' | 'requested' | 'already' | 'closed' | 'not-refundable'; order: RefundStatus}

/** A receipt's restore secret (base64url), and a refund link's ticket (a signed token: base64url parts and dots). */
const RESTORE_PATTERN = /^[A-Za-z0-9_-]{20,}$/
const TICKET_PATTERN = /^[A-Za-z0-9_.-]{20,}$/

/** What the link she opened carries: the receipt's restore secret, or a mailed refund link's ticket. */
function proofInUrl(): RefundProof | null {
  const ticket = takeSecretFromUrl('ticket', ROUTES.refund)
  if (ticket !== null) return TICKET_PATTERN.test(ticket) ? {ticket} : null
  const restore = takeSecretFromUrl('restore', ROUTES.refund)
  return restore !== null && RESTORE_PATTERN.test(restore) ? {restoreToken: restore} : null
}

/** Where the refund link went: focused once it says so, since the button she pressed is gone (her press moved it). */
function LinkSent({text}: {text: string}) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (ref.current) focusWithoutTabStop(ref.current)
  }, [])
  return (
    <p ref={ref} role="status">
      {text}
    </p>
  )
}

const dateOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', {year: 'numeric', month: 'long', day: 'numeric'}) : ''

function viewOf(order: RefundStatus): View {
  if (order.state === 'refunded') return {step: 'already', order}
  if (order.refundRequested) return {step: 'requested', order}
  if (order.refundable) return {step: 'offer', order}
  return {step: order.reason === 'refund_window_closed' ? 'closed' : 'not-refundable', order}
}

/**
 * /refund?restore=… and /refund?ticket=…: 'Try It On' (DECISIONS 26). The receipt's secret names the order and asks
 * for the refund link, mailed to the order's address; within REFUND_DAYS that link's ticket refunds in one confirmed
 * step (docs/threat-model.md: a forwarded receipt link refunds nothing); afterwards she is given the support email.
 */
/** `guaranteeText`: the site's one refund promise (Studio), the same words as on the home page and the checkout. */
export function RefundRequest({supportEmail, guaranteeText}: {supportEmail: string; guaranteeText: string}) {
  const [proof, setProof] = useState<RefundProof | null>(null)
  const [view, setView] = useState<View>({step: 'checking'})

  useEffect(() => {
    const found = proofInUrl()
    if (!found) {
      setView({step: 'not-found'})
      return
    }
    setProof(found)
    let active = true
    getRefundStatus(found)
      .then((order) => active && setView(viewOf(order)))
      .catch((error: unknown) => {
        if (!active) return
        const ended = error instanceof ApiError && error.details.code === ERROR_CODES.refundLinkExpired
        setView({step: ended ? 'link-ended' : 'not-found'})
      })
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
  if (view.step === 'not-found' || view.step === 'link-ended') {
    return (
      <PageMessage
        title={view.step === 'not-found' ? M.notFoundTitle : M.linkEndedTitle}
        text={view.step === 'not-found' ? M.notFoundText : M.linkEndedText(REFUND_LINK_MINUTES)}
      >
        {support}
      </PageMessage>
    )
  }

  const {order} = view
  const amount = formatMoney(order.amountCents)
  const sendLink = async () => {
    if (!proof || !('restoreToken' in proof)) return
    setView({step: 'sending', order})
    try {
      const {sentTo} = await requestRefundLink(proof.restoreToken)
      setView({step: 'sent', order, sentTo})
    } catch (error) {
      console.error('Refund link not sent', error)
      setView({step: 'send-failed', order})
    }
  }
  const refund = async () => {
    if (!proof || !('ticket' in proof)) return
    setView({step: 'refunding', order})
    try {
      const result = await confirmRefund(proof.ticket)
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
      {proof && 'restoreToken' in proof ? (
        view.step === 'sent' ? (
          <LinkSent text={M.linkSent(view.sentTo, REFUND_LINK_MINUTES)} />
        ) : (
          <>
            <p>{M.linkExplain}</p>
            {view.step === 'send-failed' ? (
              <>
                <p role="alert">{M.linkFailed}</p>
                {support}
              </>
            ) : null}
            <Button onClick={sendLink} busy={view.step === 'sending'}>
              {view.step === 'sending' ? M.sendingLink : M.sendLink}
            </Button>
          </>
        )
      ) : view.step === 'offer' ? (
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
            <Button onClick={refund} busy={view.step === 'refunding'}>
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
