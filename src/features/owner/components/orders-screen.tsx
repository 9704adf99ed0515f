import {useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject} from 'react'
import {Button} from '../../../components/ui/button'
import type {Column} from '../../../components/ui/data-table'
import {Dialog} from '../../../components/ui/dialog'
import {useOrder, useOrderAction, useOrders} from '../api'
import {formatDateTime} from '../logic/format'
import {formatMoney} from '../../../lib/money'
import type {OwnerOrder} from '../../../lib/api-contract/owner-answers'
import {ORDER_STATE_LABELS, PROVIDER_LABELS, RESEND_MESSAGES} from '../messages'
import * as styles from './owner.module.css'
import {orderFeeText} from './fee-text'
import {numberColumn, OwnerTable} from './owner-table'
import {ErrorAlert, QueryState, ShowMore} from './query-state'

/** The order a notice's link names (`/owner/orders?order=…`), read once the page is in the browser. */
function useLinkedOrder(): [string | null, () => void] {
  const [linked, setLinked] = useState<string | null>(null)
  useEffect(() => setLinked(new URLSearchParams(window.location.search).get('order')), [])
  return [linked, () => setLinked(null)]
}

/**
 * Orders, newest first, a page at a time ("Show more"); the orders shown are searchable by email; a notice's link
 * shows its order alone, however old. Resend the mail that matches the order (after a confirmation that
 * shows what goes out), refund with a reason, or grant a buyer's refund request in one click (DECISIONS 40).
 */
export function OrdersScreen() {
  const orders = useOrders()
  const action = useOrderAction()
  const [search, setSearch] = useState('')
  const [linked, showAll] = useLinkedOrder()
  const linkedOrder = useOrder(linked)
  const [refunding, setRefunding] = useState<OwnerOrder | null>(null)
  const [resending, setResending] = useState<OwnerOrder | null>(null)
  const [note, setNote] = useState('')
  const noteRef = useRef<HTMLDivElement>(null)
  // The shared Dialog hands focus back to the row's button when it closes, or to the result line when a refund took
  // that button away.
  const closeRefund = () => setRefunding(null)

  const grant = (order: OwnerOrder) =>
    action.mutate(
      {action: 'refund', orderId: order.id, reason: RESEND_MESSAGES.grantedReason},
      {
        onSuccess: () => {
          setNote(`Refund request of ${order.email ?? 'unknown email'} granted: order refunded.`)
          // The refunded row has no "Grant refund" any more: focus goes to what happened.
          noteRef.current?.focus()
        },
      },
    )

  const actions: OrderActions = {onResend: setResending, onRefund: setRefunding, onGrant: grant, busy: action.isPending}

  return (
    <>
      <div className={styles.toolbar}>
        <label htmlFor="order-search">Search by email</label>
        <input id="order-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        {linked ? (
          <Button variant="outline" onClick={showAll}>
            Show all orders
          </Button>
        ) : null}
      </div>
      <div role="status" ref={noteRef} tabIndex={-1} className={styles.status}>
        {note}
      </div>
      <ErrorAlert error={refunding ? null : action.error} />
      {linked ? (
        <QueryState query={linkedOrder}>
          {(data) => <OrdersTable orders={data.orders} search={search} {...actions} />}
        </QueryState>
      ) : (
        <QueryState query={orders}>
          {({pages}) => (
            <>
              <OrdersTable orders={pages.flatMap((page) => page.orders)} search={search} {...actions} />
              <ShowMore query={orders} shown={`${pages[0].totals.orders} orders`} />
            </>
          )}
        </QueryState>
      )}
      <ResendDialog
        order={resending}
        onClose={() => setResending(null)}
        onSent={(message) => {
          setResending(null)
          setNote(message)
        }}
      />
      <RefundDialog
        order={refunding}
        returnFocusTo={noteRef}
        onClose={() => {
          closeRefund()
          action.reset()
        }}
        onRefunded={(order) => {
          closeRefund()
          setNote(`Order of ${order.email ?? 'unknown email'} refunded.`)
        }}
      />
    </>
  )
}

type OrderActions = {
  onResend: (order: OwnerOrder) => void
  onRefund: (order: OwnerOrder) => void
  onGrant: (order: OwnerOrder) => void
  busy: boolean
}

/** The mail an order may be sent again: a purchase receipt while paid, a refund confirmation once refunded. */
const resendableMail = (order: OwnerOrder) =>
  !order.email ? null : order.state === 'paid' ? 'receipt' : order.state === 'refunded' ? 'refund' : null

/** What an order cost, in its own currency. */
const paid = (order: OwnerOrder) => formatMoney(order.amountCents, {currency: order.currency})

const orderColumns = ({onResend, onRefund, onGrant, busy}: OrderActions): Column<OwnerOrder>[] => [
  {header: 'Date', cell: (order) => formatDateTime(order.paidAt ?? order.createdAt)},
  {header: 'Email', cell: (order) => order.email ?? '—'},
  numberColumn('Amount', paid),
  numberColumn('Fee', orderFeeText),
  {header: 'Coupon', cell: (order) => order.coupon ?? '—'},
  {header: 'Paid with', cell: (order) => PROVIDER_LABELS[order.provider]},
  {
    header: 'State',
    cell: (order) => (
      <>
        <span className={`${styles.badge} ${styles[order.state]}`}>{ORDER_STATE_LABELS[order.state]}</span>
        {order.demo ? <span className={`${styles.badge} ${styles.tag} ${styles.demo}`}>Demo</span> : null}
        {order.testMode ? <span className={`${styles.badge} ${styles.tag} ${styles.demo}`}>Test sale</span> : null}
        {order.refundRequestedAt && order.state === 'paid' ? (
          <span className={`${styles.badge} ${styles.tag} ${styles.pending}`}>Refund requested</span>
        ) : null}
        {order.refundReason ? <span className={styles.small}> {order.refundReason}</span> : null}
      </>
    ),
  },
  {
    header: 'Actions',
    className: styles.actions,
    cell: (order) => (
      <>
        {resendableMail(order) ? (
          <Button
            variant="outline"
            onClick={() => onResend(order)}
            busy={busy}
            aria-label={`${resendableMail(order) === 'receipt' ? 'Resend receipt' : 'Resend refund confirmation'} to ${order.email}`}
          >
            {resendableMail(order) === 'receipt' ? 'Resend receipt' : 'Resend refund confirmation'}
          </Button>
        ) : null}
        {order.state === 'paid' && order.refundRequestedAt ? (
          <Button onClick={() => onGrant(order)} busy={busy} aria-label={`Grant refund to ${order.email ?? order.id}`}>
            Grant refund
          </Button>
        ) : null}
        {order.state === 'paid' ? (
          <Button
            variant="secondary"
            onClick={() => onRefund(order)}
            busy={busy}
            aria-label={`Refund order of ${order.email ?? order.id}`}
          >
            Refund
          </Button>
        ) : null}
      </>
    ),
  },
]

function OrdersTable({orders, search, ...actions}: {orders: OwnerOrder[]; search: string} & OrderActions) {
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase()
    return needle ? orders.filter((order) => (order.email ?? '').includes(needle)) : orders
  }, [orders, search])
  return (
    <OwnerTable
      rows={shown}
      columns={orderColumns(actions)}
      rowKey={(order) => order.id}
      caption={`${shown.length} order${shown.length === 1 ? '' : 's'}, newest first`}
      empty={orders.length === 0 ? 'No orders yet.' : 'No order matches this email.'}
    />
  )
}

type OrderDialogProps = {
  /** The order the dialog is about; null: closed. */
  order: OwnerOrder | null
  action: ReturnType<typeof useOrderAction>
  onClose: () => void
  title: string
  description: (order: OwnerOrder) => string
  children: ReactNode
  returnFocusTo?: RefObject<HTMLElement | null>
}

/** A dialog about one order; closing it forgets what its action answered. */
function OrderDialog({order, action, onClose, title, description, children, returnFocusTo}: OrderDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) {
          action.reset()
          onClose()
        }
      }}
      title={title}
      description={order ? description(order) : undefined}
      returnFocusTo={returnFocusTo}
    >
      {children}
    </Dialog>
  )
}

function RefundDialog({
  order,
  onClose,
  onRefunded,
  returnFocusTo,
}: Pick<OrderDialogProps, 'order' | 'onClose' | 'returnFocusTo'> & {onRefunded: (order: OwnerOrder) => void}) {
  const action = useOrderAction()
  const [reason, setReason] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!order) return
    action.mutate(
      {action: 'refund', orderId: order.id, reason},
      {
        onSuccess: () => {
          setReason('')
          onRefunded(order)
        },
      },
    )
  }
  return (
    <OrderDialog
      order={order}
      action={action}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      title="Refund this order"
      description={(shown) =>
        `${paid(shown)} paid by ${shown.email ?? 'unknown email'}. The purchaser loses access to the toolkit.`
      }
    >
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor="refund-reason">Reason (kept in the audit log)</label>
        <textarea id="refund-reason" required rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        <ErrorAlert error={action.error} />
        <Button type="submit" busy={action.isPending} disabled={!reason.trim()}>
          {order ? `Refund ${paid(order)}` : 'Refund'}
        </Button>
      </form>
    </OrderDialog>
  )
}

/** Asks before any mail goes out again, saying exactly what goes to whom. */
function ResendDialog({
  order,
  onClose,
  onSent,
}: Pick<OrderDialogProps, 'order' | 'onClose'> & {onSent: (message: string) => void}) {
  const action = useOrderAction()
  const kind = order ? resendableMail(order) : null
  const text = kind === 'refund' ? RESEND_MESSAGES.refund : RESEND_MESSAGES.receipt
  const send = () => {
    if (!order || !kind) return
    action.mutate(
      {action: kind === 'receipt' ? 'resend-receipt' : 'resend-refund-confirmation', orderId: order.id},
      {onSuccess: () => onSent(text.sent(order.email ?? ''))},
    )
  }
  return (
    <OrderDialog
      order={order}
      action={action}
      onClose={onClose}
      title={text.title}
      description={(shown) => text.what(shown.email ?? '', paid(shown))}
    >
      <div className={styles.form}>
        <ul>
          {text.contents.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <ErrorAlert error={action.error} />
        <Button onClick={send} busy={action.isPending}>
          {text.confirm}
        </Button>
      </div>
    </OrderDialog>
  )
}
