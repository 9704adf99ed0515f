import {useEffect, useState} from 'react'
import {Dialog} from '../../../components/ui/dialog'
import {Button} from '../../../components/ui/button'
import {readJson, STORAGE_KEYS} from '../../../lib/storage'
import {byDate, trend, type TrackingEntry, type TrendField} from '../logic'
import {TRACKING_MESSAGES as M} from '../messages'
import * as styles from './doctor-summary.module.css'

/** What the assessment stores when it completes (STORAGE_KEYS.lastAssessment). */
type LastAssessment = {
  completedAt: string
  symptoms: Array<{id: string; name: string; severity: number | null}>
  recommendations: Array<{slug: string; name: string}>
}

const FIELDS: TrendField[] = ['hotFlashes', 'sleep', 'mood']
const round = (value: number) => Math.round(value * 10) / 10

/** A print-ready summary of the entries, their trends and the latest assessment. Loaded on demand. */
export default function DoctorSummary({entries, onClose}: {entries: TrackingEntry[]; onClose: () => void}) {
  const [assessment, setAssessment] = useState<LastAssessment | null>(null)
  useEffect(() => setAssessment(readJson<LastAssessment>(STORAGE_KEYS.lastAssessment)), [])
  const sorted = byDate(entries)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={M.summaryTitle} description={M.summaryNote} size="large">
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
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">{M.fields.hotFlashes}</th>
                <th scope="col">Sleep (h)</th>
                <th scope="col">Mood (1–5)</th>
                <th scope="col">Energy (1–5)</th>
                <th scope="col">Notes</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((entry) => (
                <tr key={entry.date}>
                  <th scope="row">{entry.date}</th>
                  <td>{entry.symptoms.hotFlashes}</td>
                  <td>{entry.symptoms.sleep}</td>
                  <td>{entry.symptoms.mood}</td>
                  <td>{entry.symptoms.energy}</td>
                  <td>{entry.notes}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
