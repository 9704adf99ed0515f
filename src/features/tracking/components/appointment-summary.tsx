import {localIsoDate} from '../../../lib/time-zones'
import {useEffect, useId, useState} from 'react'
import {Button} from '../../../components/ui/button'
import {Dialog} from '../../../components/ui/dialog'
import {usePremiumContent} from '../../../lib/access/use-premium-content'
import type {SymptomScore} from '../../../lib/api-contract/tracking'
import type {RemedyProfile} from '../../../lib/content/premium'
import {isTaken, TAKEN_DOSE_MAX, takenDose} from '../../../lib/health/taken-supplements'
import {
  setTakenDose,
  toggleTakenSupplement,
  useTakenSupplements,
} from '../../../lib/taken-supplements/use-taken-supplements'
import {EMPTY_RECORD, readHealthRecord} from '../../../lib/health/record'
import type {RedFlagWording} from '../../../lib/health/red-flags'
import {summarySupplements, type SummarySupplement} from '../../../lib/health/supplement-safety'
import {readString, STORAGE_KEYS, writeString} from '../../../lib/storage'
import {byDate, type TrackingEntry} from '../logic'
import {TRACKING_MESSAGES as M} from '../messages'
import {buildAppointmentSummary} from '../summary'
import {formatDay} from '../summary-labels'
import {SummarySheet} from './summary-sheet'
import * as styles from './appointment-summary.module.css'

/**
 * The summary for her appointment (docs/health-rules.md): one page to print, or to save as a PDF made on this device. Her name
 * and the daily-stack items she takes (marked "I take this" on the stack, or ticked here: one list) stay in this
 * browser. Loaded on demand; the PDF library loads only on its button.
 */
export default function AppointmentSummaryDialog({
  entries,
  scores,
  freeRemedies,
  redFlagWording,
  onClose,
}: {
  entries: TrackingEntry[]
  scores: SymptomScore[]
  freeRemedies: RemedyProfile[]
  redFlagWording: RedFlagWording
  onClose: () => void
}) {
  const premium = usePremiumContent()
  const [name, setName] = useState('')
  const taken = useTakenSupplements()
  const [record, setRecord] = useState(EMPTY_RECORD)
  const [pdfState, setPdfState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const nameId = useId()
  useEffect(() => {
    setName(readString(STORAGE_KEYS.summaryName) ?? '')
    setRecord(readHealthRecord())
  }, [])

  const stack = premium.data?.dailyStack ?? []
  const remedies = [...freeRemedies, ...(premium.data?.remedies ?? [])]
  const supplements = summarySupplements(taken, remedies, stack)
  const summary = buildAppointmentSummary({
    name,
    today: localIsoDate(new Date()),
    entries,
    scores,
    supplements,
    record,
    wording: redFlagWording,
  })

  const downloadPdf = async () => {
    setPdfState('busy')
    try {
      const {paperFor, summaryPdf} = await import('../summary-pdf')
      const blob = await summaryPdf(summary, paperFor(navigator.language))
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = `symptom-summary-${localIsoDate(new Date())}.pdf`
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
      setPdfState('idle')
    } catch (error) {
      console.error(error)
      setPdfState('failed')
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={M.summaryTitle}
      description={M.summaryIntro}
      size="large"
    >
      <div className={styles.summary}>
        <div className={`${styles.controls} no-print`}>
          <div className={styles.field}>
            <label htmlFor={nameId}>{M.summaryName}</label>
            <input
              id={nameId}
              className={styles.input}
              value={name}
              autoComplete="name"
              maxLength={80}
              onChange={(event) => {
                setName(event.target.value)
                writeString(STORAGE_KEYS.summaryName, event.target.value)
              }}
            />
          </div>
          {stack.length ? (
            <fieldset className={styles.stack}>
              <legend>{M.summaryStackPick}</legend>
              {stack.map((item) => (
                <label key={item.slug}>
                  <input
                    type="checkbox"
                    checked={isTaken(taken, {kind: 'stack', slug: item.slug})}
                    onChange={() => toggleTakenSupplement({kind: 'stack', slug: item.slug})}
                  />{' '}
                  {item.name}
                </label>
              ))}
            </fieldset>
          ) : null}
          {supplements.length ? (
            <fieldset className={styles.stack}>
              <legend>{M.summaryMyDoses}</legend>
              {supplements.map((item) => (
                <DoseField key={`${item.kind}:${item.slug}`} item={item} dose={takenDose(taken, item)} />
              ))}
            </fieldset>
          ) : null}
          <p className={styles.actions}>
            <Button onClick={() => window.print()}>{M.summaryPrint}</Button>
            <Button variant="outline" busy={pdfState === 'busy'} onClick={downloadPdf}>
              {pdfState === 'busy' ? M.summaryPdfBusy : M.summaryPdf}
            </Button>
          </p>
          {pdfState === 'failed' ? <p role="alert">{M.summaryPdfFailed}</p> : null}
        </div>
        <SummarySheet summary={summary} />
        {entries.length ? (
          <details className={`${styles.entries} no-print`}>
            <summary>{M.summaryEntries(entries.length)}</summary>
            <ul>
              {byDate(entries).map((entry) => (
                <li key={entry.date}>{M.summaryEntry(formatDay(entry.date), entry.symptoms, entry.notes)}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </Dialog>
  )
}

/** The dose she takes of one marked supplement, kept as she types (this device only), printed beside the usual dose. */
function DoseField({item, dose}: {item: SummarySupplement; dose: string}) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{M.summaryMyDoseOf(item.name)}</label>
      <input
        id={id}
        className={styles.input}
        value={dose}
        maxLength={TAKEN_DOSE_MAX}
        onChange={(event) => setTakenDose(item, event.target.value)}
      />
    </div>
  )
}
