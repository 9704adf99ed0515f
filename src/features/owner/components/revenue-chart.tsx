import {formatMoney} from '../../../lib/money'
import type {BucketRevenue, RevenuePeriod} from '../../../lib/api-contract/owner-answers'
import {labelledIndexes, moneyTicks} from '../logic/chart'
import {bucketLabel, periodLabel} from '../../../lib/owner/revenue-period'
import {REVENUE_MESSAGES as R} from '../messages'
import * as styles from './owner.module.css'

// Drawn at about the size it shows on a 390 px phone, so its 11 px labels stay legible there; it scales with its box.
const WIDTH = 360
const HEIGHT = 240
const LEFT = 70
const RIGHT = 8
const TOP = 10
const BOTTOM = 46
const PLOT_WIDTH = WIDTH - LEFT - RIGHT
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM
/** Labels on the x-axis, at most: more would overlap at this width. */
const MAX_X_LABELS = 5

/** A label near either end of the axis grows inwards, so it is never cut off. */
const anchorAt = (x: number) => (x < LEFT + 24 ? 'start' : x > WIDTH - RIGHT - 24 ? 'end' : 'middle')

type Props = {buckets: BucketRevenue[]; period: RevenuePeriod; currency: string; netCents: number}

/**
 * Net revenue per day, week or month as bars, with a y-axis of money (round ticks, grid lines) and an x-axis of
 * the groups, each axis titled. A picture of the table below it, which carries the same figures; its accessible
 * name says what it shows.
 */
export function RevenueChart({buckets, period, currency, netCents}: Props) {
  const ticks = moneyTicks(
    Math.min(0, ...buckets.map((b) => b.netCents)),
    Math.max(0, ...buckets.map((b) => b.netCents)),
  )
  const low = ticks[0]
  const high = ticks.at(-1)!
  const y = (cents: number) => TOP + ((high - cents) / (high - low)) * PLOT_HEIGHT
  const slot = PLOT_WIDTH / Math.max(1, buckets.length)
  const barWidth = Math.max(1, slot * 0.7)
  const labelled = labelledIndexes(buckets.length, MAX_X_LABELS)
  const money = (cents: number) => formatMoney(cents, {currency, wholeWhenExact: true})
  const unit = R.groupWord[period.grouping]
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={R.chartName(unit, periodLabel(period), money(netCents), R.xAxisTitle[period.grouping], currency)}
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} className={styles.gridLine} />
          <text x={LEFT - 4} y={y(tick)} dy="0.32em" textAnchor="end" className={styles.chartLabel}>
            {money(tick)}
          </text>
        </g>
      ))}
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + PLOT_HEIGHT} className={styles.axis} />
      <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(0)} y2={y(0)} className={styles.axis} />
      {buckets.map((bucket, i) => {
        const x = LEFT + i * slot + (slot - barWidth) / 2
        const top = y(Math.max(0, bucket.netCents))
        const height = Math.abs(y(bucket.netCents) - y(0))
        return (
          <g key={bucket.start}>
            <rect
              x={x}
              y={top}
              width={barWidth}
              height={height}
              className={bucket.netCents < 0 ? styles.barNegative : styles.bar}
            >
              <title>{`${bucketLabel(bucket.start, period.grouping)}: ${formatMoney(bucket.netCents, {currency})}`}</title>
            </rect>
            {labelled.has(i) ? (
              <>
                <line x1={x + barWidth / 2} x2={x + barWidth / 2} y1={y(low)} y2={y(low) + 4} className={styles.axis} />
                <text
                  x={x + barWidth / 2}
                  y={y(low) + 16}
                  textAnchor={anchorAt(x + barWidth / 2)}
                  className={styles.chartLabel}
                >
                  {bucketLabel(bucket.start, period.grouping)}
                </text>
              </>
            ) : null}
          </g>
        )
      })}
      <text x={LEFT + PLOT_WIDTH / 2} y={HEIGHT - 6} textAnchor="middle" className={styles.axisTitle}>
        {R.xAxisTitle[period.grouping]}
      </text>
      <text
        transform={`translate(12 ${TOP + PLOT_HEIGHT / 2}) rotate(-90)`}
        textAnchor="middle"
        className={styles.axisTitle}
      >
        {R.yAxisTitle(currency)}
      </text>
    </svg>
  )
}
