import {TRACKING_RANGES} from '../../../config/tracking'
import type {TrackingEntry, TrendField} from '../logic'
import {TRACKING_MESSAGES as M} from '../messages'
import * as styles from './tracker.module.css'

const FIELDS: TrendField[] = ['hotFlashes', 'sleep', 'mood']
const WIDTH = 280
const HEIGHT = 60

/** A small bar chart per field of the last 14 entries; the label reads the values out for screen readers. */
export function EntriesChart({entries}: {entries: TrackingEntry[]}) {
  const recent = entries.slice(-14)
  const barWidth = WIDTH / Math.max(recent.length, 1)
  return (
    <figure className={styles.chart}>
      <figcaption>{M.chartTitle}</figcaption>
      {FIELDS.map((field) => {
        const {min, max} = TRACKING_RANGES[field]
        const values = recent.map((entry) => entry.symptoms[field])
        return (
          <div key={field} className={styles.chartRow}>
            <span className={styles.chartLabel}>{M.fields[field]}</span>
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              role="img"
              aria-label={`${M.fields[field]}: ${recent.map((e) => `${e.date} ${e.symptoms[field]}`).join(', ')}`}
            >
              {values.map((value, index) => {
                const height = Math.max(2, ((value - min) / (max - min)) * HEIGHT)
                return (
                  <rect
                    key={recent[index].date}
                    x={index * barWidth + 2}
                    y={HEIGHT - height}
                    width={barWidth - 4}
                    height={height}
                    rx="2"
                    className={styles[field]}
                  />
                )
              })}
            </svg>
          </div>
        )
      })}
    </figure>
  )
}
