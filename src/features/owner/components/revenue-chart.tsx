import {formatDate} from '../logic/format'
import {formatMoney} from '../../../lib/money'
import type {WeekRevenue} from '../../../lib/api-contract/owner-answers'
import * as styles from './owner.module.css'

const WIDTH = 600
const HEIGHT = 200
const GAP = 6

/** Net revenue per week as bars (a picture of the table below it, which carries the same figures). */
export function RevenueChart({weeks, currency}: {weeks: WeekRevenue[]; currency: string}) {
  const max = Math.max(1, ...weeks.map((week) => week.netCents))
  const barWidth = WIDTH / weeks.length - GAP
  const total = weeks.reduce((sum, week) => sum + week.netCents, 0)
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
      role="img"
      aria-label={`Net revenue per week over the last ${weeks.length} weeks, ${formatMoney(total, {currency})} in all. The table below gives each week.`}
    >
      <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className={styles.axis} />
      {weeks.map((week, i) => {
        const height = Math.max(0, (week.netCents / max) * (HEIGHT - 10))
        const x = i * (barWidth + GAP) + GAP / 2
        return (
          <g key={week.week}>
            <rect x={x} y={HEIGHT - height} width={barWidth} height={height} className={styles.bar}>
              <title>{`${formatDate(week.week)}: ${formatMoney(week.netCents, {currency})}`}</title>
            </rect>
            {i % 2 === weeks.length % 2 ? null : (
              <text x={x + barWidth / 2} y={HEIGHT + 15} textAnchor="middle" className={styles.chartLabel}>
                {week.week.slice(5)}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
}
