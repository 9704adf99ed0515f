import {lazy, Suspense, useEffect, useId, useState, type FormEvent} from 'react'
import {Button, ButtonLink} from '../../../components/ui/button'
import {toast, toastOutcome} from '../../../components/ui/use-toast'
import {ApiError} from '../../../lib/api-client'
import {TRACKING_DEFAULTS, TRACKING_RANGES} from '../../../config/site'
import {readTrackerKey, useDeleteTracking, useRequestTrackerLink, useSaveTracking, useTrackingEntries} from '../api'
import {daysTracked, hasGreatConsistency, localIsoDate, type TrackedSymptoms} from '../logic'
import {TRACKING_MESSAGES as M} from '../messages'
import {EntriesChart} from './entries-chart'
import {SliderField} from './slider-field'
import {TrendCards} from './trend-cards'
import * as styles from './tracker.module.css'

const DoctorSummary = lazy(() => import('./doctor-summary'))

/** The started tracker: today's check-in form and the progress insights of this email's entries. */
export function TrackerWorkspace({token, communityUrl}: {token: string; communityUrl: string}) {
  const [email, setEmail] = useState('')
  const [symptoms, setSymptoms] = useState<TrackedSymptoms>({...TRACKING_DEFAULTS})
  const [notes, setNotes] = useState('')
  const [today, setToday] = useState('')
  const [printing, setPrinting] = useState(false)
  const ids = {email: useId(), notes: useId(), help: useId()}
  useEffect(() => {
    setToday(localIsoDate(new Date()))
    setEmail((current) => current || readTrackerKey()?.email || '')
  }, [])

  const hasEmail = email.trim() !== ''
  const entries = useTrackingEntries(token, email, today, hasEmail && today !== '')
  const save = useSaveTracking(token)
  const remove = useDeleteTracking(token)
  const requestLink = useRequestTrackerLink(token)
  // This browser holds no key that opens the entries of this email: offer the mailed one-time link.
  const [keyRefused, setKeyRefused] = useState(false)
  const isKeyRefusal = (error: unknown) => error instanceof ApiError && error.details.code === 'tracker_key_required'
  const offerLink = hasEmail && (keyRefused || isKeyRefusal(entries.error))
  const list = entries.data ?? []
  const set = (field: keyof TrackedSymptoms) => (value: number) => setSymptoms((current) => ({...current, [field]: value}))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!hasEmail) {
      toast({title: M.emailRequired, description: M.emailRequiredText})
      return
    }
    save.mutate(
      {email: email.trim(), date: today, symptoms, notes},
      {
        onSuccess: () => toast({title: M.savedTitle, description: M.savedText}),
        onError: (error) => {
          console.error(error)
          const otherBrowser = isKeyRefusal(error)
          setKeyRefused(otherBrowser)
          toast({title: M.errorTitle, description: otherBrowser ? M.otherBrowserText : M.errorText, variant: 'destructive'})
        },
      },
    )
  }

  return (
    <div className={styles.workspace}>
      <form className={styles.form} onSubmit={submit}>
        <h3>{M.formTitle}</h3>
        <div className={styles.field}>
          <label htmlFor={ids.email}>{M.email}</label>
          <input id={ids.email} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} aria-describedby={ids.help} className={styles.input} />
          <small id={ids.help}>{M.emailHelp}</small>
        </div>
        <SliderField label={M.hotFlashes} value={symptoms.hotFlashes} {...TRACKING_RANGES.hotFlashes} maxLabel={M.hotFlashesMax} onChange={set('hotFlashes')} />
        <SliderField label={M.sleep} value={symptoms.sleep} {...TRACKING_RANGES.sleep} onChange={set('sleep')} />
        <SliderField label={M.mood} value={symptoms.mood} {...TRACKING_RANGES.mood} onChange={set('mood')} />
        <SliderField label={M.energy} value={symptoms.energy} {...TRACKING_RANGES.energy} onChange={set('energy')} />
        <div className={styles.field}>
          <label htmlFor={ids.notes}>{M.notes}</label>
          <textarea id={ids.notes} rows={3} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} className={styles.input} />
        </div>
        <Button type="submit" size="lg" block disabled={save.isPending}>
          {save.isPending ? M.saving : hasEmail ? M.save : M.emailRequired}
        </Button>
        {offerLink ? (
          <div className={styles.field}>
            <p>{M.linkOffer}</p>
            <Button
              variant="outline"
              disabled={requestLink.isPending}
              onClick={() =>
                requestLink.mutate(email, toastOutcome({title: M.linkSentTitle, description: M.linkSent}, {title: M.errorTitle, description: M.errorText}))
              }
            >
              {M.sendLink}
            </Button>
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
            <Button
              variant="ghost"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(email, toastOutcome({title: M.deleted}, {title: M.errorTitle, description: 'Something went wrong. Please try again.'}))
              }
            >
              {M.deleteAll}
            </Button>
          ) : null}
        </div>
      </section>
      {printing ? (
        <Suspense fallback={null}>
          <DoctorSummary entries={list} onClose={() => setPrinting(false)} />
        </Suspense>
      ) : null}
    </div>
  )
}
