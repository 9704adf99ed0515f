import {useEffect, useState} from 'react'
import {Dialog} from '../../../components/ui/dialog'
import {Button} from '../../../components/ui/button'
import {DataTable, type Column} from '../../../components/ui/data-table'
import {lastAssessment, type LastAssessment} from '../../../lib/shared-storage'
import {byDate, trend, type TrackingEntry, type TrendField} from '../logic'
import {TRACKING_MESSAGES as M} from '../messages'
import * as styles from './doctor-summary.module.css'

const FIELDS: TrendField[] = ['hotFlashes', 'sleep', 'mood']
const round = (value: number) => Math.round(value * 10) / 10

const ENTRY_COLUMNS: Column<TrackingEntry>[] = [
  {header: 'Date', cell: (entry) => entry.date, rowHeader: true},
  {header: M.fields.hotFlashes, cell: (entry) => entry.symptoms.hotFlashes},
  {header: 'Sleep (h)', cell: (entry) => entry.symptoms.sleep},
  {header: 'Mood (1–5)', cell: (entry) => entry.symptoms.mood},
  {header: 'Energy (1–5)', cell: (entry) => entry.symptoms.energy},
  {header: 'Notes', cell: (entry) => entry.notes},
]

/** A print-ready summary of the entries, their trends and the latest assessment. Loaded on demand. */
export default function DoctorSummary({entries, onClose}: {entries: TrackingEntry[]; onClose: () => void}) {
  const [assessment, setAssessment] = useState<LastAssessment | null>(null)
  useEffect(() => setAssessment(lastAssessment.read()), [])
  const sorted = byDate(entries)
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={M.summaryTitle}
      description={M.summaryNote}
      size="large"
    >
      <div className={styles.summary}>
        <p className={styles.actions}>
          <Button onClick={() => window.print()}>{M.summaryPrint}</Button>
        </p>
        <h3>{M.summaryTrends}</h3>
        <ul>
          {FIELDS.map((field) => {
            const result = trend(sorted, field)
            return (
              <li key={field}>
                {M.fields[field]}:{' '}
                {result
                  ? `${round(result.recent)} on average recently vs ${round(result.baseline)} before${result.percent === null ? '' : ` (${result.percent > 0 ? '+' : ''}${result.percent}%)`}`
                  : M.needMore}
              </li>
            )
          })}
        </ul>
        <h3>{M.summaryEntries}</h3>
        {sorted.length ? (
          <DataTable
            rows={sorted}
            columns={ENTRY_COLUMNS}
            rowKey={(entry) => entry.date}
            className={styles.table}
            label={M.summaryEntries}
          />
        ) : (
          <p>{M.noEntries}</p>
        )}
        <h3>{M.summaryAssessment}</h3>
        {assessment ? (
          <>
            <p>{new Date(assessment.completedAt).toLocaleDateString()}</p>
            <ul>
              {assessment.symptoms.map((symptom) => (
                <li key={symptom.id}>
                  {symptom.name}: {M.severity(symptom.severity)}
                </li>
              ))}
            </ul>
            {assessment.recommendations.length ? (
              <p>
                {M.recommendationsSeen}: {assessment.recommendations.map((item) => item.name).join(', ')}
              </p>
            ) : null}
          </>
        ) : (
          <p>{M.noAssessment}</p>
        )}
      </div>
    </Dialog>
  )
}
