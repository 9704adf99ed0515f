import {useReports} from '../api'
import {formatDate, humanize} from '../logic/format'
import type {Floored} from '../logic/types'
import {OWNER_MESSAGES as M} from '../messages'
import * as styles from './owner.module.css'
import {QueryState} from './query-state'

const shown = (value: Floored, min: number) => (value === null ? M.fewerThan(min) : String(value))

/** DECISIONS 29: totals only; a figure from fewer than `minPeople` people reads "fewer than 5". */
export function ReportsScreen() {
  const report = useReports()
  return (
    <QueryState query={report}>
      {(data) => (
        <>
          <p>
            Totals only: no one woman’s answers are shown, and any figure drawn from fewer than {data.minPeople} people is
            withheld.
          </p>
          <h2>Most-chosen symptoms</h2>
          {data.topSymptoms.length === 0 ? (
            <p>Not enough assessments yet to show any symptom.</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.caption}>From every stored assessment (a woman who gave the same email twice counts once); severity from 1 (mild) to 5 (severe)</caption>
                <thead>
                  <tr>
                    <th scope="col">Symptom</th>
                    <th scope="col">Women choosing it</th>
                    <th scope="col">Mean severity</th>
                  </tr>
                </thead>
                <tbody>
                  {data.topSymptoms.map((symptom) => (
                    <tr key={symptom.symptom}>
                      <th scope="row">{humanize(symptom.symptom)}</th>
                      <td className={styles.number}>{symptom.people}</td>
                      <td className={styles.number}>{symptom.meanSeverity.toFixed(1)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {data.symptomsHidden ? <p className={styles.small}>Symptoms chosen by fewer than {data.minPeople} are not listed.</p> : null}

          <h2>Assessments per week</h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>Weeks start on Monday; newest last</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  <th scope="col">Assessments</th>
                </tr>
              </thead>
              <tbody>
                {data.assessmentsByWeek.map((week) => (
                  <tr key={week.week}>
                    <th scope="row">{formatDate(week.week)}</th>
                    <td className={styles.number}>{shown(week.count, data.minPeople)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <h2>Phase quiz outcomes</h2>
          {data.phaseQuiz.recorded ? (
            <ul>
              {data.phaseQuiz.outcomes.map((outcome) => (
                <li key={outcome.phase}>
                  {humanize(outcome.phase)}: {shown(outcome.count, data.minPeople)}
                </li>
              ))}
            </ul>
          ) : (
            <p>Not recorded: the phase quiz keeps its result in the visitor’s own browser, so there is nothing to count.</p>
          )}

          <h2>Symptom trackers</h2>
          <p>Active in the last 30 days: {shown(data.activeTrackers, data.minPeople)}</p>

          <h2>Reminder deliveries</h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>Push reminders per day (UTC), last 14 days</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Failed</th>
                  <th scope="col">Subscriptions removed</th>
                </tr>
              </thead>
              <tbody>
                {data.reminders.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{formatDate(day.day)}</th>
                    <td className={styles.number}>{day.sent}</td>
                    <td className={styles.number}>{day.failed}</td>
                    <td className={styles.number}>{day.removed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </QueryState>
  )
}
