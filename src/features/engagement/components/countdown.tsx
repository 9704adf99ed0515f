import {useEffect, useState} from 'react'
import {COUNTDOWN_TICK_MS} from '../../../config/engagement'
import {countdownParts} from '../logic'
import {ENGAGEMENT_MESSAGES as M} from '../messages'
import * as styles from './engagement.module.css'

/**
 * Counts down to the coach's offer end date (DECISIONS 11): nothing without a date or once it has
 * passed. Rendered after hydration only, since the static HTML cannot know the time.
 */
export function Countdown({endsAt}: {endsAt: string | null}) {
  const end = endsAt ? Date.parse(endsAt) : Number.NaN
  const [now, setNow] = useState<number | null>(null)

  useEffect(() => {
    if (!Number.isFinite(end)) return
    setNow(Date.now())
    const timer = window.setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= end) window.clearInterval(timer)
    }, COUNTDOWN_TICK_MS)
    return () => window.clearInterval(timer)
  }, [end])

  if (now === null || !Number.isFinite(end)) return null
  const parts = countdownParts(end, now)
  if (parts.expired) return null
  const units = (['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => ({unit, value: parts[unit]}))
  return (
    <div className={styles.countdown} role="timer" aria-label={M.countdownLabel}>
      <p className={styles.countdownLabel}>{M.countdownLabel}</p>
      <div className={styles.countdownUnits}>
        {units.map(({unit, value}) => (
          <span key={unit} className={styles.countdownUnit}>
            <strong>{String(value).padStart(2, '0')}</strong> {M.countdownUnits[unit]}
          </span>
        ))}
      </div>
    </div>
  )
}
