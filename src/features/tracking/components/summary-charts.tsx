import type {SummaryChart} from '../summary-charts'
import {TRACKING_MESSAGES as M} from '../messages'
import * as styles from './appointment-summary.module.css'

const WIDTH = 100
const HEIGHT = 36

/** The summary's small charts in a row (two a row on a phone): each an image whose label says its numbers. */
export function SummaryCharts({charts}: {charts: SummaryChart[]}) {
  if (charts.length === 0) return null
  return (
    <section>
      <h4>{M.summaryCharts}</h4>
      <ul className={styles.charts}>
        {charts.map((chart) => (
          <li key={chart.id} className={styles.chart}>
            <span className={styles.chartTitle}>{chart.title}</span>
            <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={chart.description}>
              <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className={styles.chartAxis} />
              <polyline
                points={chart.points
                  .map((point) => `${(point.x * WIDTH).toFixed(2)},${(HEIGHT - point.y * HEIGHT).toFixed(2)}`)
                  .join(' ')}
                className={styles.chartLine}
              />
            </svg>
          </li>
        ))}
      </ul>
    </section>
  )
}
