import {RedFlagCard} from '../../../components/health/red-flag-card'
import {Button} from '../../../components/ui/button'
import type {RedFlagId, RedFlagWording} from '../../../lib/health/red-flags'
import type {RemedyEntry, UserProfile} from '../logic'
import {ASSESSMENT_MESSAGES as M} from '../messages'
import {PersonalisedCard} from './personalised-card'
import {RecommendationList} from './recommendation-list'
import * as styles from './assessment.module.css'

type Props = {
  recommendations: RemedyEntry[]
  redFlags: RedFlagId[]
  redFlagWording: RedFlagWording
  profile: UserProfile
  email: string
  onEmailChange: (email: string) => void
  onBack: () => void
  onComplete: () => void
  pending: boolean
}

/** Step 3: any red flags first (DECISIONS 32), the matching remedy entries, the personalised card and the optional email. */
export function ResultsStep({recommendations, redFlags, redFlagWording, profile, email, onEmailChange, onBack, onComplete, pending}: Props) {
  return (
    <>
      <RedFlagCard flags={redFlags} wording={redFlagWording} />
      <h4 id="assessment-results-heading" className={styles.subheading}>
        {M.resultsHeading}
      </h4>
      <RecommendationList recommendations={recommendations} labelledBy="assessment-results-heading" />
      <PersonalisedCard profile={profile} />
      <p className={styles.healthNote}>🩺 {M.healthNote}</p>
      <div className={styles.field}>
        <label htmlFor="assessment-email">{M.emailLabel}</label>
        <input
          id="assessment-email"
          type="email"
          autoComplete="email"
          className={styles.input}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          aria-describedby="assessment-email-help"
        />
        <p id="assessment-email-help" className={styles.help}>
          {M.emailHelp}
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onBack}>
          {M.back}
        </Button>
        <Button onClick={onComplete} disabled={pending}>
          {M.complete}
        </Button>
      </div>
    </>
  )
}
