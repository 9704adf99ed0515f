import {useRevenue} from '../api'
import {formatDate, formatMoney} from '../logic/format'
import * as styles from './owner.module.css'
import {QueryState} from './query-state'
import {RevenueChart} from './revenue-chart'

/** Totals, a chart of net revenue by week, and tables by week and by coupon. */
export function RevenueScreen() {
  const revenue = useRevenue()
  return (
    <QueryState query={revenue}>
      {({totals, weeks, coupons, currency}) => (
        <>
          <dl className={styles.totals}>
            <div>
              <dt>Orders</dt>
              <dd>{totals.orders}</dd>
            </div>
            <div>
              <dt>Gross</dt>
              <dd>{formatMoney(totals.grossCents, currency)}</dd>
            </div>
            <div>
              <dt>Refunds</dt>
              <dd>
                {totals.refunds} ({formatMoney(totals.refundedCents, currency)})
              </dd>
            </div>
            <div>
              <dt>Disputes</dt>
              <dd>
                {totals.disputes} ({formatMoney(totals.disputedCents, currency)})
              </dd>
            </div>
            <div>
              <dt>Net</dt>
              <dd>{formatMoney(totals.netCents, currency)}</dd>
            </div>
          </dl>
          <h2>By week</h2>
          <RevenueChart weeks={weeks} currency={currency} />
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>Weeks start on Monday; newest last</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Gross</th>
                  <th scope="col">Refunded</th>
                  <th scope="col">Disputed</th>
                  <th scope="col">Net</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.week}>
                    <th scope="row">{formatDate(week.week)}</th>
                    <td className={styles.number}>{week.orders}</td>
                    <td className={styles.number}>{formatMoney(week.grossCents, currency)}</td>
                    <td className={styles.number}>{formatMoney(week.refundedCents, currency)}</td>
                    <td className={styles.number}>{formatMoney(week.disputedCents, currency)}</td>
                    <td className={styles.number}>{formatMoney(week.netCents, currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>By coupon</h2>
          {coupons.length === 0 ? (
            <p>No orders yet.</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.caption}>All time, largest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Coupon</th>
                    <th scope="col">Orders</th>
                    <th scope="col">Gross</th>
                    <th scope="col">Net</th>
                  </tr>
                </thead>
                <tbody>
                  {coupons.map((coupon) => (
                    <tr key={coupon.coupon}>
                      <th scope="row">{coupon.coupon}</th>
                      <td className={styles.number}>{coupon.orders}</td>
                      <td className={styles.number}>{formatMoney(coupon.grossCents, currency)}</td>
                      <td className={styles.number}>{formatMoney(coupon.netCents, currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </QueryState>
  )
}
