import {localIsoDate} from '../../../lib/time-zones'
import {lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent} from 'react'
import {Button, ButtonLink} from '../../../components/ui/button'
import {MutationButton} from '../../../components/ui/mutation-button'
import {toast} from '../../../components/ui/use-toast'
import {ApiError} from '../../../lib/api-client'
import {ERROR_CODES} from '../../../lib/api-contract'
import {TRACKING_DEFAULTS, TRACKING_RANGES} from '../../../config/tracking'
import type {RemedyProfile} from '../../../lib/content/premium'
import {RedFlagCard} from '../../../components/health/red-flag-card'
import {
  EMPTY_RECORD,
  trackedBleedingFlags,
  readHealthRecord,
  updateHealthRecord,
  withTrackedBleeding,
} from '../../../lib/health/record'
import type {RedFlagWording} from '../../../lib/health/red-flags'
import {
  readTrackerKey,
  useDeleteTracking,
  useRequestTrackerLink,
  useSaveTracking,
  useSymptomScores,
  useTrackingEntries,
} from '../api'
import {useLocalToday} from '../hooks/use-local-today'
import {dayName, daysTracked, hasGreatConsistency, pickableDays, savedEntryFor, type TrackedSymptoms} from '../logic'
import {TRACKING_MESSAGES as M} from '../messages'
import {EntriesChart} from './entries-chart'
import {MonthlyScore} from './monthly-score'
import {SliderField} from './slider-field'
import {TrendCards} from './trend-cards'
import * as styles from './tracker.module.css'

const AppointmentSummary = lazy(() => import('./appointment-summary'))

const saveLabel = (day: ReturnType<typeof dayName>, update: boolean) =>
  day.kind === 'today' ? (update ? M.update : M.save) : update ? M.updateFor(day.label) : M.saveFor(day.label)

/**
 * The started tracker: the check-in form for today or one of the last days, and the progress insights of this
 * email's entries. The day follows her clock: "today" turns over at her midnight without a reload, and a
 * day she already logged reopens with what she saved, so saving again updates it rather than erasing it.
 * `focusOnOpen`: the visitor pressed 'Try Tracker Now', whose button is gone: focus goes to the form's heading.
 */
export function TrackerWorkspace({
  communityUrl,
  redFlagWording,
  freeRemedies,
  focusOnOpen = false,
}: {
  communityUrl: string
  redFlagWording: RedFlagWording
  freeRemedies: RemedyProfile[]
  focusOnOpen?: boolean
}) {
  const [email, setEmail] = useState('')
  const [symptoms, setSymptoms] = useState<TrackedSymptoms>({...TRACKING_DEFAULTS})
  const [notes, setNotes] = useState('')
  const [bleeding, setBleeding] = useState(false)
  const [bleedingOnHrt, setBleedingOnHrt] = useState(false)
  const [notesForDoctor, setNotesForDoctor] = useState(false)
  const [record, setRecord] = useState(EMPTY_RECORD)
  useEffect(() => setRecord(readHealthRecord()), [])
  const [printing, setPrinting] = useState(false)
  const ids = {
    email: useId(),
    notes: useId(),
    help: useId(),
    day: useId(),
    bleeding: useId(),
    onHrt: useId(),
    forDoctor: useId(),
  }
  const today = useLocalToday()
  /** The day she picked; null follows today. */
  const [picked, setPicked] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus()
  }, [focusOnOpen])
  useEffect(() => {
    setEmail((current) => current || readTrackerKey()?.email || '')
  }, [])

  const hasEmail = email.trim() !== ''
  const entries = useTrackingEntries(email, today, hasEmail && today !== '')
  const save = useSaveTracking()
  const scores = useSymptomScores(email, hasEmail)
  const remove = useDeleteTracking()
  const requestLink = useRequestTrackerLink()
  // This browser holds no key that opens the entries of this email: offer the mailed one-time link.
  const [keyRefused, setKeyRefused] = useState(false)
  const isKeyRefusal = (error: unknown) =>
    error instanceof ApiError && error.details.code === ERROR_CODES.trackerKeyRequired
  const offerLink = hasEmail && (keyRefused || isKeyRefusal(entries.error))
  const list = entries.data ?? []
  const days = today ? pickableDays(new Date(`${today}T12:00:00`)) : []
  const date = picked !== null && days.includes(picked) ? picked : today
  const saved = savedEntryFor(list, date)
  const name = dayName(date, today)

  // The form shows what she saved for the chosen day (or the defaults) whenever the day or its stored entry changes,
  // unless she is in the middle of editing it. Adjusted during render, as React advises for state derived from props.
  const [dirty, setDirty] = useState(false)
  const [formFor, setFormFor] = useState('')
  const loaded = `${date}|${saved ? JSON.stringify(saved) : ''}`
  if (formFor !== loaded && !dirty) {
    setFormFor(loaded)
    setSymptoms(saved ? {...saved.symptoms} : {...TRACKING_DEFAULTS})
    setNotes(saved?.notes ?? '')
    setBleeding(saved?.bleeding === true)
    setBleedingOnHrt(saved?.bleedingOnHrt === true)
    setNotesForDoctor(saved?.notesForDoctor === true)
  }
  const bleedingFlags = bleeding ? trackedBleedingFlags(record, bleedingOnHrt) : []
  /** A change she makes to the day's form: it is hers now, and a refetch no longer resets it. */
  const edited = (change: (checked: boolean) => void) => (checked: boolean) => {
    setDirty(true)
    change(checked)
  }
  const set = (field: keyof TrackedSymptoms) => (value: number) => {
    setDirty(true)
    setSymptoms((current) => ({...current, [field]: value}))
  }
  const pickDay = (day: string) => {
    setDirty(false)
    setPicked(day === today ? null : day)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!hasEmail) {
      toast({title: M.emailRequired, description: M.emailRequiredText})
      return
    }
    // Following today, the day is read from the clock at the moment she saves, even if no timer or event has run.
    const saveDate = picked ?? localIsoDate(new Date())
    save.mutate(
      {
        email: email.trim(),
        date: saveDate,
        symptoms,
        notes,
        bleeding,
        bleedingOnHrt: bleeding && bleedingOnHrt,
        notesForDoctor,
      },
      {
        onSuccess: () => {
          setDirty(false)
          // After menopause, or unexpected on HRT, a day with bleeding goes to her health record as a red flag
          // (DECISIONS 45, docs/health-rules.md).
          if (bleeding) {
            updateHealthRecord((current) => withTrackedBleeding(current, saveDate, bleedingOnHrt))
            setRecord(readHealthRecord())
          }
          toast({title: M.savedTitle, description: M.savedFor(dayName(saveDate, localIsoDate(new Date())).label)})
        },
        onError: (error) => {
          console.error(error)
          const otherBrowser = isKeyRefusal(error)
          setKeyRefused(otherBrowser)
          toast({
            title: M.errorTitle,
            description: otherBrowser ? M.otherBrowserText : M.errorText,
            variant: 'destructive',
          })
        },
      },
    )
  }

  return (
    <div className={styles.workspace}>
      <form className={styles.form} onSubmit={submit}>
        <h3 ref={heading} tabIndex={-1}>
          {name.kind === 'today' ? M.formTitle : M.formTitleFor(name.label)}
        </h3>
        <div className={styles.field}>
          <label htmlFor={ids.email}>{M.email}</label>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={ids.help}
            className={styles.input}
          />
          <small id={ids.help}>{M.emailHelp}</small>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.day}>{M.day}</label>
          <select id={ids.day} value={date} onChange={(event) => pickDay(event.target.value)} className={styles.input}>
            {days.map((day) => {
              const option = dayName(day, today)
              return (
                <option key={day} value={day}>
                  {M.dayOption(option.kind, option.label, savedEntryFor(list, day) !== null)}
                </option>
              )
            })}
          </select>
        </div>
        <SliderField
          label={M.hotFlashes}
          value={symptoms.hotFlashes}
          {...TRACKING_RANGES.hotFlashes}
          maxLabel={M.hotFlashesMax}
          onChange={set('hotFlashes')}
        />
        <SliderField label={M.sleep} value={symptoms.sleep} {...TRACKING_RANGES.sleep} onChange={set('sleep')} />
        <SliderField label={M.mood} value={symptoms.mood} {...TRACKING_RANGES.mood} onChange={set('mood')} />
        <SliderField label={M.energy} value={symptoms.energy} {...TRACKING_RANGES.energy} onChange={set('energy')} />
        <DayCheck id={ids.bleeding} label={M.bleeding} checked={bleeding} onChange={edited(setBleeding)} />
        {bleeding ? (
          <DayCheck
            id={ids.onHrt}
            label={M.bleedingOnHrt}
            checked={bleedingOnHrt}
            onChange={edited(setBleedingOnHrt)}
          />
        ) : null}
        {bleedingFlags.length > 0 ? <RedFlagCard flags={bleedingFlags} wording={redFlagWording} /> : null}
        <div className={styles.field}>
          <label htmlFor={ids.notes}>{M.notes}</label>
          <textarea
            id={ids.notes}
            rows={3}
            maxLength={2000}
            value={notes}
            onChange={(event) => {
              setDirty(true)
              setNotes(event.target.value)
            }}
            className={styles.input}
          />
        </div>
        <DayCheck
          id={ids.forDoctor}
          label={M.notesForDoctor}
          checked={notesForDoctor}
          onChange={edited(setNotesForDoctor)}
        />
        <Button type="submit" size="lg" block busy={save.isPending}>
          {save.isPending ? M.saving : !hasEmail ? M.emailRequired : saveLabel(name, saved !== null)}
        </Button>
        {offerLink ? (
          <div className={styles.field}>
            <p>{M.linkOffer}</p>
            <MutationButton
              variant="outline"
              mutation={requestLink}
              variables={email}
              success={{title: M.linkSentTitle, description: M.linkSent}}
              failure={{title: M.errorTitle, description: M.errorText}}
            >
              {M.sendLink}
            </MutationButton>
          </div>
        ) : null}
      </form>

      <section className={styles.insights} aria-labelledby="tracking-insights">
        <h3 id="tracking-insights">{M.insightsTitle}</h3>
        {entries.isError ? <p role="alert">{M.loadFailed}</p> : null}
        {list.length === 0 ? (
          <p>{M.noEntries}</p>
        ) : (
          <>
            <p className={styles.days}>{M.daysTracked(daysTracked(list))}</p>
            {list.length < 2 ? <p>{M.needMore}</p> : <TrendCards entries={list} />}
            {hasGreatConsistency(list) ? <p className={styles.consistency}>{M.greatConsistency}</p> : null}
            <EntriesChart entries={list} />
          </>
        )}
        <div className={styles.insightActions}>
          <Button variant="outline" onClick={() => setPrinting(true)}>
            {M.print}
          </Button>
          <ButtonLink to={communityUrl} variant="secondary">
            {M.community}
          </ButtonLink>
          {list.length ? (
            <MutationButton
              variant="ghost"
              mutation={remove}
              variables={email}
              success={{title: M.deleted}}
              failure={{title: M.errorTitle, description: 'Something went wrong. Please try again.'}}
            >
              {M.deleteAll}
            </MutationButton>
          ) : null}
        </div>
      </section>
      <MonthlyScore email={email} today={today} redFlagWording={redFlagWording} />
      {printing ? (
        <Suspense fallback={null}>
          <AppointmentSummary
            entries={list}
            scores={scores.data ?? []}
            freeRemedies={freeRemedies}
            redFlagWording={redFlagWording}
            onClose={() => setPrinting(false)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

/** One yes/no of the day (a native check box: its whole label is the 44 px target, tracker.module.css `.check`). */
function DayCheck({
  id,
  label,
  checked,
  onChange,
}: {
  id: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}
