import {lazy, Suspense, useEffect, useState} from 'react'
import {Button, ButtonLink} from '../../../components/ui/button'
import {isUnlocked, useAccessState} from '../../../lib/access/access-store'
import {ROUTES} from '../../../config/site'
import type {RemedyProfile} from '../../../lib/content/premium'
import type {RedFlagWording} from '../../../lib/health/red-flags'
import {readTrackerKey} from '../api'
import {useTrackerLink} from '../hooks/use-tracker-link'
import {TRACKING_MESSAGES as M} from '../messages'
import * as styles from './tracker.module.css'

// Only purchasers and reviewers who start the tracker need the form, its sliders and the insights.
const TrackerWorkspace = lazy(() =>
  import('./tracker-workspace').then((module) => ({default: module.TrackerWorkspace})),
)

const SAMPLE = [
  {label: M.fields.hotFlashes, text: '↓ fewer than the week before', tone: 'good'},
  {label: M.fields.sleep, text: '↑ more hours than the week before', tone: 'good'},
  {label: M.fields.mood, text: '→ about the same', tone: 'neutral'},
] as const

/** The tracker's three states: locked teaser, intro with 'Try Tracker Now', then the check-in and insights. */
export function Tracker({
  communityUrl,
  redFlagWording,
  freeRemedies,
}: {
  communityUrl: string
  /** The Studio's red-flag wording: the monthly score shows a card when its answers call for a clinician. */
  redFlagWording: RedFlagWording
  /** The free remedy profiles (the page has them): the summary's supplements read their doses and warnings. */
  freeRemedies: RemedyProfile[]
}) {
  const access = useAccessState()
  const [started, setStarted] = useState(false)
  const [startedByButton, setStartedByButton] = useState(false)
  // A browser that has saved before goes straight to its tracker.
  useEffect(() => setStarted((current) => current || readTrackerKey() !== null), [])
  // A mailed link that replaces a lost tracker key opens the tracker with the new key.
  const [linkOpenedAt, setLinkOpenedAt] = useState(0)
  useTrackerLink(isUnlocked(access) && access.token !== null, () => {
    setStarted(true)
    setLinkOpenedAt(Date.now())
  })

  if (!isUnlocked(access) || !access.token) {
    return (
      <div className={styles.locked}>
        <p>
          <span aria-hidden="true">🔒 </span>
          {M.lockedText}
        </p>
        <ButtonLink to={ROUTES.checkout} size="lg">
          {M.lockedCta}
        </ButtonLink>
      </div>
    )
  }
  if (!started) {
    return (
      <div className={styles.intro}>
        <div>
          <h3>{M.introTitle}</h3>
          <p>{M.introText}</p>
          <Button
            size="lg"
            onClick={() => {
              setStarted(true)
              setStartedByButton(true)
            }}
          >
            {M.tryNow}
          </Button>
        </div>
        <figure className={styles.sample}>
          <figcaption>
            <strong>{M.sampleTitle}</strong>
            <br />
            {M.sampleCaption}
          </figcaption>
          <ul className={styles.trends}>
            {SAMPLE.map((item) => (
              <li key={item.label} className={`${styles.trend} ${styles[item.tone]}`}>
                <span className={styles.trendLabel}>{item.label}</span>
                <span className={styles.trendValue}>{item.text}</span>
              </li>
            ))}
          </ul>
        </figure>
      </div>
    )
  }
  return (
    <Suspense fallback={<p role="status">{M.loading}</p>}>
      <TrackerWorkspace
        key={linkOpenedAt}
        communityUrl={communityUrl}
        redFlagWording={redFlagWording}
        freeRemedies={freeRemedies}
        focusOnOpen={startedByButton}
      />
    </Suspense>
  )
}
