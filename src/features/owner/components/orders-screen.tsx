import {useMemo, useState, type FormEvent} from 'react'
import {Button} from '../../../components/ui/button'
import type {Column} from '../../../components/ui/data-table'
import {Dialog} from '../../../components/ui/dialog'
import {useOrderAction, useOrders} from '../api'
import {formatDateTime} from '../logic/format'
import {formatMoney} from '../../../lib/money'
import type {OwnerOrder} from '../../../lib/api-contract/owner-answers'
import {ORDER_STATE_LABELS} from '../messages'
import * as styles from './owner.module.css'
import {OwnerTable} from './owner-table'
import {ErrorAlert, QueryState} from './query-state'

/** Orders, newest first, searchable by email; resend a receipt or refund (with a reason). */
export function OrdersScreen() {
  const orders = useOrders()
  const action = useOrderAction()
  const [search, setSearch] = useState('')
  const [refunding, setRefunding] = useState<OwnerOrder | null>(null)
  const [note, setNote] = useState('')
  // The shared Dialog hands focus back to the row's Refund button when it closes.
  const closeRefund = () => setRefunding(null)

  const resend = (order: OwnerOrder) =>
    action.mutate(
      {action: 'resend-receipt', orderId: order.id},
      {onSuccess: () => setNote(`Receipt sent again to ${order.email} with a new restore link.`)},
    )

  return (
    <>
      <div className={styles.toolbar}>
        <label htmlFor="order-search">Search by email</label>
        <input id="order-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <div role="status" className={styles.status}>
        {note}
      </div>
      <ErrorAlert error={refunding ? null : action.error} />
      <QueryState query={orders}>
        {(data) => (
          <OrdersTable
            orders={data.orders}
            search={search}
            onResend={resend}
            onRefund={setRefunding}
            busy={action.isPending}
          />
        )}
      </QueryState>
      <RefundDialog
        order={refunding}
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

type OrderActions = {onResend: (order: OwnerOrder) => void; onRefund: (order: OwnerOrder) => void; busy: boolean}

const orderColumns = ({onResend, onRefund, busy}: OrderActions): Column<OwnerOrder>[] => [
  {header: 'Date', cell: (order) => formatDateTime(order.paidAt ?? order.createdAt)},
  {header: 'Email', cell: (order) => order.email ?? '—'},
  {
    header: 'Amount',
    cell: (order) => formatMoney(order.amountCents, {currency: order.currency}),
    className: styles.number,
  },
  {header: 'Coupon', cell: (order) => order.coupon ?? '—'},
  {header: 'Provider', cell: (order) => (order.provider === 'stripe' ? 'Card (Stripe)' : 'PayPal')},
  {
    header: 'State',
    cell: (order) => (
      <>
        <span className={`${styles.badge} ${styles[order.state]}`}>{ORDER_STATE_LABELS[order.state]}</span>
        {order.refundReason ? <span className={styles.small}> {order.refundReason}</span> : null}
      </>
    ),
  },
  {
    header: 'Actions',
    className: styles.actions,
    cell: (order) => (
      <>
        {order.email ? (
          <Button
            variant="outline"
            onClick={() => onResend(order)}
            disabled={busy}
            aria-label={`Resend receipt to ${order.email}`}
          >
            Resend receipt
          </Button>
        ) : null}
        {order.state === 'paid' ? (
          <Button
            variant="secondary"
            onClick={() => onRefund(order)}
            disabled={busy}
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

function RefundDialog({
  order,
  onClose,
  onRefunded,
}: {
  order: OwnerOrder | null
  onClose: () => void
  onRefunded: (order: OwnerOrder) => void
}) {
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
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) {
          action.reset()
          onClose()
        }
      }}
      title="Refund this order"
      description={
        order
          ? `${formatMoney(order.amountCents, {currency: order.currency})} paid by ${order.email ?? 'unknown email'}. The purchaser loses access to the toolkit.`
          : undefined
      }
    >
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor="refund-reason">Reason (kept in the audit log)</label>
        <textarea id="refund-reason" required rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        <ErrorAlert error={action.error} />
        <Button type="submit" disabled={action.isPending || !reason.trim()}>
          {order ? `Refund ${formatMoney(order.amountCents, {currency: order.currency})}` : 'Refund'}
        </Button>
      </form>
    </Dialog>
  )
}
