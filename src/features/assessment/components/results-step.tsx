import {Button} from '../../../components/ui/button'
import type {RemedyEntry, UserProfile} from '../logic'
import {ASSESSMENT_MESSAGES as M} from '../messages'
import {PersonalisedCard} from './personalised-card'
import * as styles from './assessment.module.css'

type Props = {
  recommendations: RemedyEntry[]
  profile: UserProfile
  email: string
  onEmailChange: (email: string) => void
  onBack: () => void
  onComplete: () => void
  pending: boolean
}

/** Step 3: the matching remedy entries, the personalised card and the optional email. */
export function ResultsStep({recommendations, profile, email, onEmailChange, onBack, onComplete, pending}: Props) {
  return (
    <>
      <h4 id="assessment-results-heading" className={styles.subheading}>
        {M.resultsHeading}
      </h4>
      {recommendations.length > 0 ? (
        <ul className={styles.recommendations} aria-labelledby="assessment-results-heading">
          {recommendations.map((remedy) => (
            <li key={remedy.slug}>{remedy.name}</li>
          ))}
        </ul>
      ) : (
        <p>{M.resultsEmpty}</p>
      )}
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
