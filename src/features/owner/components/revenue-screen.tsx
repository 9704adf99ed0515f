import {useEffect, useId, useState, type FormEvent} from 'react'
import {Button} from '../../../components/ui/button'
import type {Column} from '../../../components/ui/data-table'
import {REVENUE_PRESET_LABELS, REVENUE_PRESETS, type RevenuePreset} from '../../../config/owner'
import {RevenueQuery} from '../../../lib/api-contract/owner.schema'
import type {
  BucketRevenue,
  CouponRevenue,
  RevenueFigures,
  RevenuePeriod,
  RevenueReport,
} from '../../../lib/api-contract/owner-answers'
import {formatMoney} from '../../../lib/money'
import {useRevenue} from '../api'
import {bucketLabel, periodLabel, periodParams} from '../../../lib/owner/revenue-period'
import {REVENUE_MESSAGES as R} from '../messages'
import * as styles from './owner.module.css'
import {feeText} from './fee-text'
import {numberColumn, OwnerTable} from './owner-table'
import {QueryState} from './query-state'
import {RevenueChart} from './revenue-chart'

/**
 * The period in the address (`?period=last-month`, `?from=…&to=…`), so a reload or a shared link keeps it; null
 * until the page is in the browser. Back and forward follow it.
 */
function usePeriodInAddress(): [string | null, (query: string) => void] {
  const [query, setQuery] = useState<string | null>(null)
  useEffect(() => {
    const read = () => setQuery(window.location.search.slice(1))
    read()
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [])
  const choose = (next: string) => {
    window.history.pushState(window.history.state, '', `${window.location.pathname}?${next}`)
    setQuery(next)
  }
  return [query, choose]
}

const money =
  (field: 'grossCents' | 'refundedCents' | 'disputedCents' | 'netCents', currency: string) => (row: RevenueFigures) =>
    formatMoney(row[field], {currency})

const bucketColumns = (period: RevenuePeriod, currency: string): Column<BucketRevenue>[] => [
  {header: R.xAxisTitle[period.grouping], cell: (row) => bucketLabel(row.start, period.grouping), rowHeader: true},
  numberColumn('Orders', (row) => row.orders),
  numberColumn('Gross', money('grossCents', currency)),
  numberColumn('Refunded', money('refundedCents', currency)),
  numberColumn('Disputed', money('disputedCents', currency)),
  numberColumn('Fees', (row) => feeText(row, currency)),
  numberColumn('Net', money('netCents', currency)),
]

const couponColumns = (currency: string): Column<CouponRevenue>[] => [
  {header: 'Coupon', cell: (coupon) => coupon.coupon, rowHeader: true},
  numberColumn('Orders', (row) => row.orders),
  numberColumn('Gross', (row) => formatMoney(row.grossCents, {currency})),
  numberColumn('Net', (row) => formatMoney(row.netCents, {currency})),
]

/** The headline figures above the chart. */
const totalsList = ({totals, currency}: RevenueReport) => [
  {label: 'Orders', value: totals.orders},
  {label: 'Gross', value: formatMoney(totals.grossCents, {currency})},
  {label: 'Refunds', value: `${totals.refunds} (${formatMoney(totals.refundedCents, {currency})})`},
  {label: 'Disputes', value: `${totals.disputes} (${formatMoney(totals.disputedCents, {currency})})`},
  {label: 'Fees', value: feeText(totals, currency)},
  {label: 'Net', value: formatMoney(totals.netCents, {currency})},
]

const CUSTOM = 'custom'

/** The period chooser: a ready-made period, or custom from–to dates checked as the server checks them. */
function PeriodForm({period, onChoose}: {period: RevenuePeriod | null; onChoose: (query: string) => void}) {
  const [choice, setChoice] = useState<RevenuePreset | typeof CUSTOM>(period?.preset ?? 'last-30-days')
  const [from, setFrom] = useState(period?.from ?? '')
  const [to, setTo] = useState(period?.to ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()
  // The form follows the period shown (a reload, back and forward).
  useEffect(() => {
    if (!period) return
    setChoice(period.preset)
    setFrom(period.from)
    setTo(period.to)
  }, [period])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (choice !== CUSTOM) {
      setProblem(null)
      return onChoose(periodParams({preset: choice}).toString())
    }
    const checked = RevenueQuery.safeParse({from, to})
    if (!checked.success) return setProblem(checked.error.issues.map((issue) => issue.message).join(' '))
    setProblem(null)
    onChoose(periodParams({from, to}).toString())
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={styles.period}>
        <legend>{R.periodLegend}</legend>
        <div>
          <label htmlFor={`${id}-preset`}>{R.presetLabel}</label>
          <select
            id={`${id}-preset`}
            value={choice}
            onChange={(event) => setChoice(event.target.value as RevenuePreset | typeof CUSTOM)}
          >
            {REVENUE_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {REVENUE_PRESET_LABELS[preset]}
              </option>
            ))}
            <option value={CUSTOM}>{R.custom}</option>
          </select>
        </div>
        {choice === CUSTOM ? (
          <>
            <div>
              <label htmlFor={`${id}-from`}>{R.fromLabel}</label>
              <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} required />
            </div>
            <div>
              <label htmlFor={`${id}-to`}>{R.toLabel}</label>
              <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} required />
            </div>
          </>
        ) : null}
        <Button type="submit">{R.apply}</Button>
      </fieldset>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
    </form>
  )
}

/** Revenue of a chosen period: totals with fees and net, a chart with labelled axes, tables by group and coupon. */
export function RevenueScreen() {
  const [query, choose] = usePeriodInAddress()
  const revenue = useRevenue(query)
  return (
    <>
      <PeriodForm period={revenue.data?.period ?? null} onChoose={choose} />
      <QueryState query={revenue}>
        {(report) => {
          const unit = R.groupWord[report.period.grouping]
          const period = periodLabel(report.period)
          return (
            <>
              <h2>{period}</h2>
              <p className={styles.hint}>{R.zoneNote(report.period.timeZone)}</p>
              <dl className={styles.totals}>
                {totalsList(report).map((total) => (
                  <div key={total.label}>
                    <dt>{total.label}</dt>
                    <dd>{total.value}</dd>
                  </div>
                ))}
              </dl>
              <p>{report.totals.feesNotReported ? R.feesNote(report.totals.feesNotReported) : R.allFeesReported}</p>
              {report.demoOrders ? <p>{R.demoNote(report.demoOrders)}</p> : null}
              <h2>{`By ${unit}`}</h2>
              <RevenueChart
                buckets={report.buckets}
                period={report.period}
                currency={report.currency}
                netCents={report.totals.netCents}
              />
              <OwnerTable
                rows={report.buckets}
                columns={bucketColumns(report.period, report.currency)}
                rowKey={(bucket) => bucket.start}
                caption={R.tableCaption(unit, period)}
              />
              <h2>By coupon</h2>
              <OwnerTable
                rows={report.coupons}
                columns={couponColumns(report.currency)}
                rowKey={(coupon) => coupon.coupon}
                caption={`${period}, largest first`}
                empty={R.noOrders}
              />
            </>
          )
        }}
      </QueryState>
    </>
  )
}
