import {localIsoDate} from '../../../lib/time-zones'
import {addDays} from 'date-fns/addDays'
import {format} from 'date-fns/format'
import {parseISO} from 'date-fns/parseISO'
import {useId, useState, type FormEvent} from 'react'
import {RedFlagCard} from '../../../components/health/red-flag-card'
import {Button} from '../../../components/ui/button'
import {toast} from '../../../components/ui/use-toast'
import {
  MRS_INSTRUCTION,
  MRS_ITEM_COUNT,
  MRS_ITEMS,
  MRS_MAX_SCORES,
  MRS_RATINGS,
  MRS_RETAKE_DAYS,
  MRS_SUBSCALES,
  mrsAnswersProblem,
  mrsRedFlags,
  scoreMrs,
} from '../../../lib/health/menopause-rating-scale'
import type {RedFlagWording} from '../../../lib/health/red-flags'
import {SCORE_LABELS, scoreDue} from '../../../lib/health/score-trend'
import {useSaveScore, useSymptomScores} from '../api'
import {SCORE_MESSAGES as S, TRACKING_MESSAGES as M} from '../messages'
import {formatDay} from '../summary-labels'
import {ScoreTrend} from './score-trend'
import * as styles from './monthly-score.module.css'

const unanswered = () => Array<number | null>(MRS_ITEM_COUNT).fill(null)

/**
 * The monthly Menopause Rating Scale score (docs/health-rules.md): taken at any time, suggested again 4 weeks after the last
 * one, kept with her tracking entries; her latest score with its bands, any red flag its answers raise, and the
 * trend by month.
 */
export function MonthlyScore({
  email,
  today,
  redFlagWording,
}: {
  email: string
  today: string
  redFlagWording: RedFlagWording
}) {
  const hasEmail = email.trim() !== ''
  const scores = useSymptomScores(email, hasEmail)
  const save = useSaveScore()
  const [taking, setTaking] = useState(false)
  const [answers, setAnswers] = useState(unanswered)
  const [problem, setProblem] = useState<string | null>(null)
  const headingId = useId()
  const list = scores.data ?? []
  const latest = list.at(-1)
  const latestScore = latest ? scoreMrs(latest.answers) : null
  // Nothing is suggested while her scores are still loading.
  const due = today !== '' && !scores.isLoading && scoreDue(list, today, MRS_RETAKE_DAYS)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const issue = mrsAnswersProblem(answers)
    setProblem(issue)
    if (issue) return
    if (!hasEmail) {
      toast({title: M.emailRequired, description: S.emailFirst})
      return
    }
    save.mutate(
      {email, date: localIsoDate(new Date()), answers: answers as number[]},
      {
        onSuccess: () => {
          setTaking(false)
          setAnswers(unanswered())
          toast({title: S.saved})
        },
        onError: (error) => {
          console.error(error)
          toast({title: M.errorTitle, description: M.errorText, variant: 'destructive'})
        },
      },
    )
  }

  return (
    <section className={styles.score} aria-labelledby={headingId} data-testid="monthly-score">
      <h3 id={headingId}>{S.title}</h3>
      <p>{S.intro}</p>
      {scores.isError ? <p role="alert">{S.loadFailed}</p> : null}
      {latest && !due ? (
        <p>{S.next(formatDay(format(addDays(parseISO(latest.date), MRS_RETAKE_DAYS), 'yyyy-MM-dd')))}</p>
      ) : null}
      {due ? (
        <p className={styles.due} role="status">
          {latest ? S.due(formatDay(latest.date)) : S.first}
        </p>
      ) : null}
      {!hasEmail ? <p>{S.emailFirst}</p> : null}
      {taking ? (
        <form onSubmit={submit} className={styles.form} noValidate>
          <p>{MRS_INSTRUCTION}</p>
          {MRS_ITEMS.map((item, index) => (
            <fieldset key={item.symptom} className={styles.item}>
              <legend>
                <strong>
                  {index + 1}. {item.symptom}
                </strong>{' '}
                <span className={styles.examples}>({item.examples})</span>
              </legend>
              <div className={styles.ratings}>
                {MRS_RATINGS.map((rating, value) => (
                  <label key={rating} className={styles.rating}>
                    <input
                      type="radio"
                      name={`mrs-${index}`}
                      value={value}
                      checked={answers[index] === value}
                      onChange={() => setAnswers((current) => current.map((old, i) => (i === index ? value : old)))}
                    />
                    {rating}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {problem ? (
            <p role="alert" className={styles.problem}>
              {problem}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" busy={save.isPending} disabled={!hasEmail}>
              {save.isPending ? S.saving : S.save}
            </Button>
            <Button variant="ghost" onClick={() => setTaking(false)}>
              {S.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <Button onClick={() => setTaking(true)} variant={due ? 'primary' : 'outline'}>
          {latest ? S.retake : S.take}
        </Button>
      )}
      {latest && latestScore ? (
        <div className={styles.latest} data-testid="latest-score">
          <h4>
            {S.latest} ({formatDay(latest.date)})
          </h4>
          <p className={styles.totalLine}>
            {S.total}: <strong>{latestScore.total}</strong> {S.of(MRS_MAX_SCORES.total)}, {latestScore.totalBand}
          </p>
          <ul className={styles.subscales}>
            {MRS_SUBSCALES.map((scale) => (
              <li key={scale}>
                {SCORE_LABELS[scale]}: {latestScore.subscales[scale].score} {S.of(MRS_MAX_SCORES[scale])},{' '}
                {latestScore.subscales[scale].band}
              </li>
            ))}
          </ul>
          <RedFlagCard flags={mrsRedFlags(latest.answers)} wording={redFlagWording} />
        </div>
      ) : null}
      <ScoreTrend scores={list} />
      <p className={styles.citation}>{S.citation}</p>
    </section>
  )
}
