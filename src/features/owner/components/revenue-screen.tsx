import type {Column} from '../../../components/ui/data-table'
import {useRevenue} from '../api'
import {formatMoney} from '../../../lib/money'
import type {CouponRevenue, RevenueReport, WeekRevenue} from '../../../lib/api-contract/owner-answers'
import {OWNER_MESSAGES as M} from '../messages'
import * as styles from './owner.module.css'
import {numberColumn, OwnerTable, weekColumn} from './owner-table'
import {QueryState} from './query-state'
import {RevenueChart} from './revenue-chart'

type Cents = 'grossCents' | 'refundedCents' | 'disputedCents' | 'netCents'

/** The figures every revenue table shows: the order count, then amounts in the report's currency. */
const figures = <K extends Cents>(
  currency: string,
  amounts: [string, K][],
): Column<{orders: number} & Record<K, number>>[] => [
  numberColumn('Orders', (row) => row.orders),
  ...amounts.map(([header, field]) =>
    numberColumn(header, (row: Record<K, number>) => formatMoney(row[field], {currency})),
  ),
]

const weekColumns = (currency: string): Column<WeekRevenue>[] => [
  weekColumn<WeekRevenue>(),
  ...figures(currency, [
    ['Gross', 'grossCents'],
    ['Refunded', 'refundedCents'],
    ['Disputed', 'disputedCents'],
    ['Net', 'netCents'],
  ]),
]

const couponColumns = (currency: string): Column<CouponRevenue>[] => [
  {header: 'Coupon', cell: (coupon) => coupon.coupon, rowHeader: true},
  ...figures(currency, [
    ['Gross', 'grossCents'],
    ['Net', 'netCents'],
  ]),
]

/** The headline figures above the tables. */
const totalsList = ({totals, currency}: RevenueReport) => [
  {label: 'Orders', value: totals.orders},
  {label: 'Gross', value: formatMoney(totals.grossCents, {currency})},
  {label: 'Refunds', value: `${totals.refunds} (${formatMoney(totals.refundedCents, {currency})})`},
  {label: 'Disputes', value: `${totals.disputes} (${formatMoney(totals.disputedCents, {currency})})`},
  {label: 'Net', value: formatMoney(totals.netCents, {currency})},
]

/** Totals, a chart of net revenue by week, and tables by week and by coupon. */
export function RevenueScreen() {
  const revenue = useRevenue()
  return (
    <QueryState query={revenue}>
      {(report) => (
        <>
          <dl className={styles.totals}>
            {totalsList(report).map((total) => (
              <div key={total.label}>
                <dt>{total.label}</dt>
                <dd>{total.value}</dd>
              </div>
            ))}
          </dl>
          <h2>By week</h2>
          <RevenueChart weeks={report.weeks} currency={report.currency} />
          <OwnerTable
            rows={report.weeks}
            columns={weekColumns(report.currency)}
            rowKey={(week) => week.week}
            caption={M.weeksCaption}
          />
          <h2>By coupon</h2>
          <OwnerTable
            rows={report.coupons}
            columns={couponColumns(report.currency)}
            rowKey={(coupon) => coupon.coupon}
            caption="All time, largest first"
            empty="No orders yet."
          />
        </>
      )}
    </QueryState>
  )
}
