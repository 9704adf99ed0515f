import {trend, type TrackingEntry, type TrendField} from '../logic'
import {TRACKING_MESSAGES as M} from '../messages'
import * as styles from './tracker.module.css'

const FIELDS: TrendField[] = ['hotFlashes', 'sleep', 'mood']
const ARROWS = {up: '↑', down: '↓', flat: '→'} as const

const describe = (direction: 'up' | 'down' | 'flat', percent: number | null) =>
  direction === 'flat' ? 'no change' : `${direction} ${percent === null ? '' : `${Math.abs(percent)}%`}`.trim()

/** One card per tracked field: the trend's arrow, percent and the original colour (good green, bad red). */
export function TrendCards({entries}: {entries: TrackingEntry[]}) {
  return (
    <ul className={styles.trends}>
      {FIELDS.map((field) => {
        const result = trend(entries, field)
        return (
          <li key={field} className={`${styles.trend} ${result ? styles[result.tone] : ''}`}>
            <span className={styles.trendLabel}>{M.fields[field]}</span>
            {result ? (
              <span className={styles.trendValue}>
                <span aria-hidden="true">{ARROWS[result.direction]} </span>
                {describe(result.direction, result.percent)}
              </span>
            ) : (
              <span className={styles.trendValue}>—</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
