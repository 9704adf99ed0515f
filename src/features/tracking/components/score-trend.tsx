import {MRS_MAX_SCORES} from '../../../lib/health/menopause-rating-scale'
import {
  SCALES,
  SCORE_LABELS,
  scoredDays,
  scoreTrendSentences,
  valueOf,
  type TakenScore,
} from '../../../lib/health/score-trend'
import {SCORE_MESSAGES as S} from '../messages'
import {formatDay} from '../summary-labels'
import * as styles from './monthly-score.module.css'

const WIDTH = 320
const HEIGHT = 120
const PAD = 8

/**
 * Her scores by month: a line per scale (each drawn against its own maximum), with the same numbers in a table
 * (the chart's text alternative) and the change in plain words. With one score no trend is claimed.
 */
export function ScoreTrend({scores, locale}: {scores: TakenScore[]; locale?: string}) {
  const days = scoredDays(scores)
  if (days.length === 0) return null
  const sentences = scoreTrendSentences(scores, locale)
  const x = (index: number) => (days.length === 1 ? WIDTH / 2 : PAD + (index * (WIDTH - 2 * PAD)) / (days.length - 1))
  const y = (value: number, max: number) => HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD)
  return (
    <div className={styles.trend} data-testid="score-trend">
      <h4>{S.trendTitle}</h4>
      {sentences ? (
        <ul className={styles.sentences}>
          {sentences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      ) : (
        <p>{S.oneScore}</p>
      )}
      {days.length > 1 ? (
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} aria-hidden="true">
          {SCALES.map((scale) => (
            <polyline
              key={scale}
              className={styles[scale]}
              fill="none"
              points={days
                .map((day, index) => `${x(index)},${y(valueOf(day.score, scale), MRS_MAX_SCORES[scale])}`)
                .join(' ')}
            />
          ))}
        </svg>
      ) : null}
      <table className={styles.table}>
        <caption className="visually-hidden">{S.trendTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{S.month}</th>
            {SCALES.map((scale) => (
              <th key={scale} scope="col">
                <span className={`${styles.key} ${styles[scale]}`} aria-hidden="true" />
                {SCORE_LABELS[scale].replace(' symptoms', '').replace(' MRS score', '')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date, locale)}</th>
              {SCALES.map((scale) => (
                <td key={scale}>{valueOf(day.score, scale)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
