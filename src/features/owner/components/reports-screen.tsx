import type {Column} from '../../../components/ui/data-table'
import {useReports} from '../api'
import {formatDate, formatMonth, humanize} from '../logic/format'
import type {Floored, WomenReport} from '../../../lib/api-contract/owner-answers'
import {OWNER_MESSAGES as M} from '../messages'
import * as styles from './owner.module.css'
import {numberColumn, OwnerTable} from './owner-table'
import {QueryState} from './query-state'

const shown = (value: Floored, min: number) => (value === null ? M.fewerThan(min) : String(value))

type Row<K extends 'topSymptoms' | 'assessmentsByMonth' | 'reminders'> = WomenReport[K][number]

const SYMPTOM_COLUMNS: Column<Row<'topSymptoms'>>[] = [
  {header: 'Symptom', cell: (symptom) => humanize(symptom.symptom), rowHeader: true},
  numberColumn('Women choosing it', (symptom) => symptom.people),
  numberColumn('Mean severity', (symptom) => symptom.meanSeverity.toFixed(1)),
]

const monthColumns = (minPeople: number): Column<Row<'assessmentsByMonth'>>[] => [
  {header: 'Month', cell: (row) => formatMonth(row.month), rowHeader: true},
  numberColumn('Purchasers who took it', (row) => shown(row.count, minPeople)),
]

const REMINDER_COLUMNS: Column<Row<'reminders'>>[] = [
  {header: 'Day', cell: (day) => formatDate(day.day), rowHeader: true},
  numberColumn('Sent', (day) => day.sent),
  numberColumn('Failed', (day) => day.failed),
  numberColumn('Subscriptions removed', (day) => day.removed),
]

/** DECISIONS 29: totals only; a figure from fewer than `minPeople` people reads "fewer than 5". */
export function ReportsScreen() {
  const report = useReports()
  return (
    <QueryState query={report}>
      {(data) => (
        <>
          <p>
            Totals only: no one woman’s answers are shown, and any figure drawn from fewer than {data.minPeople} people
            is withheld.
          </p>
          <h2>Most-chosen symptoms</h2>
          <OwnerTable
            rows={data.topSymptoms}
            columns={SYMPTOM_COLUMNS}
            rowKey={(symptom) => symptom.symptom}
            caption={M.symptomsCaption(formatMonth(data.month))}
            empty="Not enough assessments yet to show any symptom."
          />
          {data.symptomsHidden ? (
            <p className={styles.small}>
              Symptoms chosen, or not chosen, by fewer than {data.minPeople} are not listed.
            </p>
          ) : null}

          <h2>Assessments per month</h2>
          <OwnerTable
            rows={data.assessmentsByMonth}
            columns={monthColumns(data.minPeople)}
            rowKey={(row) => row.month}
            caption={M.monthsCaption}
          />

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
            <p>
              Not recorded: the phase quiz keeps its result in the visitor’s own browser, so there is nothing to count.
            </p>
          )}

          <h2>Symptom trackers</h2>
          <p>
            Purchasers who tracked in {formatMonth(data.month)}: {shown(data.activeTrackers, data.minPeople)}
          </p>

          <h2>Reminder deliveries</h2>
          <OwnerTable
            rows={data.reminders}
            columns={REMINDER_COLUMNS}
            rowKey={(day) => day.day}
            caption="Push reminders per day (UTC), last 14 days"
          />
        </>
      )}
    </QueryState>
  )
}
