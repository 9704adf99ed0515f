import {MRS_MAX_SCORES, MRS_SUBSCALES} from '../../../lib/health/menopause-rating-scale'
import {SCORE_LABELS} from '../../../lib/health/score-trend'
import {useRef} from 'react'
import {SUMMARY_TREND_MIN_ENTRIES} from '../../../config/tracking'
import {usePrintFit} from '../../../lib/print/use-print-fit'
import {SCORE_MESSAGES as S, TRACKING_MESSAGES as M} from '../messages'
import {noFlagsLine, supplementDoseText, type AppointmentSummary} from '../summary'
import * as styles from './appointment-summary.module.css'
import {SummaryCharts} from './summary-charts'

const QUESTION_LINES = 4
/** The sheet's printed type at full size, in points (appointment-summary.module.css, `@media print`). */
const PRINT_TYPE_PT = 8.5

/** The one page for her appointment: what prints, and what the PDF says in the same order. */
export function SummarySheet({summary}: {summary: AppointmentSummary}) {
  const {latestScore} = summary
  const sheet = useRef<HTMLElement>(null)
  // One page whatever she marked: the type shrinks to fit before the browser prints.
  usePrintFit(sheet, PRINT_TYPE_PT)
  return (
    <article ref={sheet} className={styles.sheet} data-testid="summary-sheet">
      <header className={styles.sheetHead}>
        <h3>{summary.name ? M.summaryFor(summary.name) : M.summaryHeading}</h3>
        <p>
          {M.summaryPrinted}: {summary.printedOn}
          <br />
          {M.summaryPeriod}: {summary.period ? `${summary.period.from} – ${summary.period.to}` : M.summaryNoPeriod}
        </p>
      </header>

      <section>
        <h4>{M.summaryStage}</h4>
        <p>{summary.stage ?? M.summaryNoStage}</p>
        {summary.hormones ? <p>{summary.hormones}</p> : null}
      </section>

      <section>
        <h4>{M.summaryScore}</h4>
        {latestScore ? (
          <>
            <p>
              <strong>
                {M.summaryScoreLatest(latestScore.date, latestScore.score.total, latestScore.score.totalBand)}
              </strong>
              {' · '}
              {MRS_SUBSCALES.map(
                (scale) =>
                  `${SCORE_LABELS[scale].replace(' symptoms', '')} ${latestScore.score.subscales[scale].score}/${MRS_MAX_SCORES[scale]} (${latestScore.score.subscales[scale].band})`,
              ).join(' · ')}
            </p>
            {summary.scoreTrend ? (
              <ul>
                {summary.scoreTrend.map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            ) : (
              <p>{M.summaryOneScore}</p>
            )}
          </>
        ) : (
          <p>{M.summaryNoScore}</p>
        )}
        <p className={styles.small}>{summary.bands}</p>
      </section>

      <section>
        <h4>{M.summaryTracker(summary.entryCount)}</h4>
        {summary.averages.length ? (
          <p>
            {M.summaryAverages}: {summary.averages.join(' · ')}
          </p>
        ) : (
          <p>{M.noEntries}</p>
        )}
        {summary.comparison ? (
          <p>
            {M.summaryChanges(summary.comparison.label)}: {summary.comparison.lines.join(' · ')}
          </p>
        ) : summary.entryCount ? (
          <p>{M.summaryNeedMore(SUMMARY_TREND_MIN_ENTRIES)}</p>
        ) : null}
      </section>

      <SummaryCharts charts={summary.charts} />

      {summary.doctorNotes.length ? (
        <section>
          <h4>{M.summaryNotes}</h4>
          <ul data-testid="summary-doctor-notes">
            {summary.doctorNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section>
        <h4>{M.summarySupplements}</h4>
        {summary.supplements.length ? (
          <ul>
            {summary.supplements.map((item) => (
              <li key={`${item.kind}:${item.slug}`}>
                <strong>{item.name}</strong> — {supplementDoseText(item)}
                {item.warnings.length ? (
                  <>
                    <br />
                    <span className={styles.warning}>
                      {M.summaryWarnings}: {item.warnings.join(' ')}
                    </span>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{M.summaryNoSupplements}</p>
        )}
        <p className={styles.small}>{M.summaryProvider}</p>
      </section>

      <section>
        <h4>{M.summaryRedFlags}</h4>
        {summary.redFlags.length ? (
          <ul data-testid="summary-red-flags">
            {summary.redFlags.map((flag) => (
              <li key={`${flag.title} ${flag.source}`}>
                <strong>{flag.title}:</strong> {flag.text} <em>({M.summaryFlagSource(flag.source, flag.date)})</em>
              </li>
            ))}
          </ul>
        ) : (
          <p data-testid="summary-no-red-flags">{noFlagsLine(summary)}</p>
        )}
      </section>

      <section>
        <h4>{M.summaryQuestions}</h4>
        <div className={styles.questions} aria-hidden="true">
          {Array.from({length: QUESTION_LINES}, (_, index) => (
            <span key={index} />
          ))}
        </div>
      </section>

      <footer className={styles.small}>
        {M.summaryNote} {S.citation}
      </footer>
    </article>
  )
}
