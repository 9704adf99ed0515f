import type {Column} from '../../../components/ui/data-table'
import type {CouponRow} from '../../../lib/api-contract/owner-answers'
import {centsFromDollars, formatMoney} from '../../../lib/money'
import {useCoupons} from '../api'
import {formatDateTime} from '../logic/format'
import {COUPON_MESSAGES as C} from '../messages'
import {numberColumn, OwnerTable} from './owner-table'
import {QueryState} from './query-state'

const when = (iso: string | null) => (iso ? formatDateTime(iso) : C.noDate)

const COLUMNS: Column<CouponRow>[] = [
  {header: 'Code', cell: (coupon) => coupon.code || C.noDate, rowHeader: true},
  numberColumn('Amount off', (coupon) =>
    coupon.dollarsOff === null ? C.noDate : formatMoney(centsFromDollars(coupon.dollarsOff), {wholeWhenExact: true}),
  ),
  {header: 'Starts', cell: (coupon) => when(coupon.startsAt)},
  {header: 'Ends', cell: (coupon) => when(coupon.endsAt)},
  {header: 'Status', cell: (coupon) => C.status[coupon.status]},
  numberColumn('Times used', (coupon) => coupon.timesUsed),
  {
    header: 'Edit',
    cell: (coupon) => (
      <a href={coupon.editUrl} target="_blank" rel="noreferrer">
        {C.edit(coupon.code)}
      </a>
    ),
  },
]

/** Her coupons as checkout sees them, read-only: she changes or stops one in the Studio. */
export function CouponsScreen() {
  const coupons = useCoupons()
  return (
    <QueryState query={coupons}>
      {({coupons: rows, source}) => (
        <>
          {source === 'embedded' ? <p>{C.embedded}</p> : null}
          <OwnerTable
            rows={rows}
            columns={COLUMNS}
            rowKey={(coupon) => coupon.id}
            caption={C.caption}
            empty={C.empty}
          />
        </>
      )}
    </QueryState>
  )
}
